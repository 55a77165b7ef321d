# Module Ruby concatenating a binary digest (ASCII-8BIT) with a non-ASCII UTF-8 password: Ruby
# raises Encoding::CompatibilityError ("incompatible character encodings: UTF-8 and ASCII-8BIT").
notice(hashx::htpasswd('secret', 'apr1'))
notice(hashx::htpasswd('ü', 'apr1', 'saltsalt'))
