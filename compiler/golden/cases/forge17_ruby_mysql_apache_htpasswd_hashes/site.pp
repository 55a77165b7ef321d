# Password hashes computed by module Ruby as database and web server modules do: MySQL's native
# hash (SHA1 of SHA1, uppercase), htpasswd's {SHA} and $apr1$ (MD5-crypt: string building with
# binary digests, bit shifts, a step loop, frozen string literals with +'' buffers).
notice(hashx::mysql_native('secret'))
notice(hashx::mysql_native(Sensitive('p@ss')))
notice(hashx::mysql_native(''))
notice(hashx::mysql_native('*14E65567ABDB5135D0CFD9A70B3032C179A49EE7'))
notice(hashx::htpasswd('secret', 'sha'))
notice(hashx::htpasswd('secret', 'apr1'))
notice(hashx::htpasswd('a much longer password of 40 characters!', 'apr1', 'Zx.9/q'))
notice(hashx::htpasswd('', 'apr1', 'x'))
