# Puppet 7.23's parser crashes on ${true}: "undefined method `[]' for true:TrueClass", with no
# file or line. Punch should reject it too (with a better message).
notice("bool ${true}")
