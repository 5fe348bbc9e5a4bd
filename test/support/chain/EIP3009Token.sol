// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title EIP3009Token
/// @notice Test-only stand-in for USDC on the offline chain: a plain ERC-20 with 6 decimals plus the
///         EIP-3009 authorization transfers the x402 "exact" EVM scheme settles with. The EIP-712 domain
///         is name "USD Coin", version "2" (what the x402 payment requirements carry in `extra`).
///         `mint` is open to anyone on purpose: this contract only ever lives on a throwaway local chain.
/// @dev The domain separator is derived on every call from `block.chainid` and `address(this)` and the
///      name/version are constants, so the runtime code does not depend on constructor state.
contract EIP3009Token {
    string public constant name = "USD Coin";
    string public constant symbol = "USDC";
    string public constant version = "2";
    uint8 public constant decimals = 6;

    bytes32 private constant EIP712_DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH =
        keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    /// Upper bound for the `s` half of a signature (EIP-2): larger values are the malleable twin.
    uint256 private constant HALF_CURVE_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => mapping(bytes32 => bool)) private usedAuthorizations;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);

    // ----- ERC-20 -----

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "EIP3009Token: transfer amount exceeds allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    /// @notice Creates `value` new tokens for `to`. Unrestricted: test chains only.
    function mint(address to, uint256 value) external {
        require(to != address(0), "EIP3009Token: mint to the zero address");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    // ----- EIP-712 / EIP-3009 -----

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                EIP712_DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256(bytes(version)), block.chainid, address(this)
            )
        );
    }

    /// @notice True once the authorization `nonce` of `authorizer` has been used or canceled.
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool) {
        return usedAuthorizations[authorizer][nonce];
    }

    /// @notice Moves `value` from `from` to `to` on the strength of `from`'s signed authorization;
    ///         anyone may submit it (in x402, the facilitator does and pays the gas).
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _useAuthorization(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
    }

    /// @notice Same as above with the signature packed as 65 bytes (r, s, v), like USDC v2.2.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes calldata signature
    ) external {
        (uint8 v, bytes32 r, bytes32 s) = _splitSignature(signature);
        _useAuthorization(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
    }

    /// @notice Like transferWithAuthorization, but only the payee may submit it (guards against front-running).
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(to == msg.sender, "EIP3009Token: caller must be the payee");
        _useAuthorization(RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
    }

    /// @notice Burns an unused authorization nonce so it can never be executed.
    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!usedAuthorizations[authorizer][nonce], "EIP3009Token: authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce));
        require(_recover(_digest(structHash), v, r, s) == authorizer, "EIP3009Token: invalid signature");
        usedAuthorizations[authorizer][nonce] = true;
        emit AuthorizationCanceled(authorizer, nonce);
    }

    // ----- internals -----

    function _useAuthorization(
        bytes32 typeHash,
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        require(block.timestamp > validAfter, "EIP3009Token: authorization is not yet valid");
        require(block.timestamp < validBefore, "EIP3009Token: authorization is expired");
        require(!usedAuthorizations[from][nonce], "EIP3009Token: authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(typeHash, from, to, value, validAfter, validBefore, nonce));
        require(_recover(_digest(structHash), v, r, s) == from, "EIP3009Token: invalid signature");
        usedAuthorizations[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
        _transfer(from, to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "EIP3009Token: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "EIP3009Token: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _digest(bytes32 structHash) private view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
    }

    /// Returns the signer, or reverts on a malformed signature; never returns the zero address.
    function _recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) private pure returns (address) {
        require(uint256(s) <= HALF_CURVE_ORDER, "EIP3009Token: invalid signature 's' value");
        require(v == 27 || v == 28, "EIP3009Token: invalid signature 'v' value");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "EIP3009Token: invalid signature");
        return signer;
    }

    function _splitSignature(bytes calldata signature) private pure returns (uint8 v, bytes32 r, bytes32 s) {
        require(signature.length == 65, "EIP3009Token: invalid signature length");
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (v < 27) v += 27;
    }
}

/// @title TryAggregate
/// @notice The one Multicall3 entry point the x402 EVM facilitator calls (`tryAggregate`), used to explain a
///         failed simulation (nonce already used, balance too low, wrong EIP-712 name). local-chain.ts installs
///         its runtime code at Multicall3's canonical address, where public networks such as Base Sepolia
///         have the real Multicall3, so the facilitator reports the same specific reasons offline.
contract TryAggregate {
    struct Call {
        address target;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory returnData) = calls[i].target.call(calls[i].callData);
            require(success || !requireSuccess, "TryAggregate: call failed");
            results[i] = Result(success, returnData);
        }
    }
}
