# Puppet's LookupContext#cached_entries with a block walks the cache with an external enumerator (each_pair + next) that
# it never finishes; Ruby then refuses a new key in that Hash, so the backend's next context.cache fails with
# "can't add a new key into hash during iteration". Written for this case.
notice(lookup('ctx::info'))
notice(lookup('ctx::interp'))
