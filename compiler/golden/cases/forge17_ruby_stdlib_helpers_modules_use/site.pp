# Standard library helpers module functions use: Shellwords, Resolv's address regexps, URI,
# Time.parse/iso8601/httpdate/rfc2822, Zlib checksums, Digest, English's $LAST_MATCH_INFO.
['shell', 'resolv', 'uri', 'time', 'zlib', 'digest', 'english'].each |$w| { notice("${w}: ${lx::probe($w)}") }
