# A parameter value that is not valid UTF-8 (stdlib's base64('decode') of binary data, as
# oci::generic does with its PKI parameters when they are not base64 text): Puppet compiles it, but
# its catalog cannot be written as JSON (rich_data off): the json gem fails with "source sequence
# is illegal/malformed utf-8", so the node gets no catalog.
notify { 'binary': message => base64('decode', 'YcMoYg==') }
