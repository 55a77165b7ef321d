# Cases for the small libraries: digest, openssl digests, base64,
# shellwords, cgi, ERB::Util, zlib. See ../record.rb.

inputs = ['', 'a', 'abc', 'The quick brown fox jumps over the lazy dog', 'é日本', "\x00\xff\x80".b, 'x' * 1000, "a\nb\r\n"]
%w[MD5 SHA1 SHA256 SHA384 SHA512].each do |k|
  inputs.each do |s|
    c 'send', "Digest::#{k}", 'hexdigest', s
    c 'send', "Digest::#{k}", 'digest', s
    c 'send', "Digest::#{k}", 'base64digest', s
  end
  c 'digest_object', "Digest::#{k}", [], ['a', 'bc', ''], 'hexdigest'
  c 'digest_object', "Digest::#{k}", [], ['a', 'bc'], 'digest'
  c 'digest_object', "Digest::#{k}", [], [], 'to_s'
  c 'digest_object', "Digest::#{k}", [], ['x'], 'digest_length'
  c 'digest_object', "Digest::#{k}", [], ['x'], 'block_length'
end
[256, 384, 512, 100].each do |bits|
  c 'digest_object', 'Digest::SHA2', [bits], ['abc'], 'hexdigest'
end
c 'send', 'Digest', 'hexencode', "\x00\xab".b
%w[SHA256 sha256 SHA-256 sha512 SHA1 MD5 SHA224 SHA384 sha2-256 nope].each do |name|
  c 'send', 'OpenSSL::Digest', 'hexdigest', name, 'abc'
  c 'send', 'OpenSSL::Digest', 'digest', name, 'abc'
  c 'send', 'OpenSSL::Digest', 'base64digest', name, 'abc'
  c 'send', 'OpenSSL::HMAC', 'hexdigest', name, 'key', 'The quick brown fox'
  c 'send', 'OpenSSL::HMAC', 'digest', name, 'k' * 200, ''
  c 'send', 'OpenSSL::HMAC', 'base64digest', name, '', 'data'
end
c 'digest_object', 'OpenSSL::Digest::SHA512', [], ['a', 'b'], 'hexdigest'
c 'digest_object', 'OpenSSL::Digest', ['SHA256'], ['abc'], 'hexdigest'
c 'digest_object', 'OpenSSL::Digest', ['SHA256'], ['abc'], 'name'
c 'digest_object', 'OpenSSL::Digest', ['sha256'], ['abc'], 'name'
%w[sha3-224 SHA3-256 sha3-384 sha3-512 sha512-224 SHA512-256 RIPEMD160 ripemd160].each do |name|
  c 'send', 'OpenSSL::Digest', 'hexdigest', name, 'abc'
  c 'send', 'OpenSSL::HMAC', 'hexdigest', name, 'key', 'The quick brown fox'
  c 'digest_object', 'OpenSSL::Digest', [name], ['abc'], 'name'
  c 'digest_object', 'OpenSSL::Digest', [name], ['x' * 300], 'hexdigest'
end
[['password', 'salt', 1, 20, 'SHA1'], ['password', 'salt', 4096, 32, 'SHA256'], ['pw', 'NaCl', 1000, 64, 'SHA512'],
 ['', '', 1, 0, 'SHA256'], ['p', 's', 2, 100, 'SHA512']].each do |pass, salt, iter, len, dig|
  c 'send_kw', 'OpenSSL::KDF', 'pbkdf2_hmac', [pass], { salt: salt, iterations: iter, length: len, hash: dig }
  c 'send', 'OpenSSL::PKCS5', 'pbkdf2_hmac', pass, salt, iter, len, dig
end

b64 = ['', 'a', 'ab', 'abc', 'abcd', "\xff\xfe\xfd".b, 'x' * 45, 'x' * 46, 'y' * 100, 'é', "\x00" * 7]
b64.each do |s|
  c 'send', 'Base64', 'encode64', s
  c 'send', 'Base64', 'strict_encode64', s
  c 'send', 'Base64', 'urlsafe_encode64', s
  c 'send_kw', 'Base64', 'urlsafe_encode64', [s], { padding: false }
end
['', 'YQ==', 'YWI=', 'YWJj', 'YWJjZA==', 'YW=Jj', '=YWJj', 'YWJj=YWJj', 'YWJ', 'YW', 'Y', 'Y===', 'YQ', 'YQ=', "YW\nJj\n", 'YW Jj',
 'Y!W@J#j', '__8=', '-_-_', 'Zm9vYmFy', 'Zm9vYg==', 'Zm9vYh==', 'Zm9vYmE=', 'Zm9vYmF=', 'Zm9v YmFy', "Zm9v\nYmFy", 'Zg', 'Zg=',
 'Zg==', 'Zg===', '====', 'AAAA', 'A', "\xff".b, 'Y W J j', 'YWJj====', 'YQ==YQ=='].each do |s|
  c 'send', 'Base64', 'decode64', s
  c 'send', 'Base64', 'strict_decode64', s
  c 'send', 'Base64', 'urlsafe_decode64', s
end

['', 'a', 'a b', "a'b", 'a"b', 'a\\b', "a\nb", 'é', '日本 語', '$HOME', '`id`', 'a;b', 'a&b', '~user', '-rf', 'a,b:c+d/e@f',
 "\t", '*', '?', '[x]', '{a,b}', "a\u00a0b", '!', '#x', '=', "\x00"].each do |s|
  c 'send', 'Shellwords', 'shellescape', s
end
c 'send', 'Shellwords', 'shelljoin', ['a b', "c'd", '', 'e']
c 'send', 'Shellwords', 'shelljoin', []
['', 'a', 'a b', '  a   b  ', "a\tb\nc", 'a "b c" d', "a 'b c' d", 'a\\ b', 'a\\', '"a\\"b"', '"a\\$b\\c"', "'a\\b'",
 'a"b"c', "a'b'c", '"unclosed', "'unclosed", 'a "b', "a\\\nb", "\"a\\\nb\"", 'a\\nb', '""', "''", 'a "" b', "é 'ü x'",
 'x\\', '\\\\', 'foo"bar baz"qux', '"$x" `y`', 'a #b', "a\u00a0b"].each do |s|
  c 'send', 'Shellwords', 'shellsplit', s
end

cgi = ['', 'a b', 'a+b', 'é', '~-._*', "a&b=c/d?e#f", "\x00\xff".b, '%41', 'x' * 10, '日本']
cgi.each do |s|
  c 'send', 'CGI', 'escape', s
  c 'send', 'CGI', 'escapeHTML', s
  c 'send', 'ERB::Util', 'url_encode', s
  c 'send', 'ERB::Util', 'html_escape', s
end
c 'send', 'CGI', 'escapeHTML', %(<a href="x">&'</a>)
c 'send', 'ERB::Util', 'html_escape', %(<a href="x">&'</a>)
['', 'a+b', '%41%42', '%4', '%zz', '%', '%%41', '%C3%A9', '%e9', 'a%20b+c', '%E6%97%A5'].each do |s|
  c 'send', 'CGI', 'unescape', s
end
['&amp;&lt;&gt;&quot;&#39;&apos;', '&#65;&#x41;&#X41;', '&#1114111;&#1114112;', '&#xD800;', '&nbsp;&copy;', '&amp', '&;', '&#;',
 '&#x;', 'a & b', '&&amp;', '&#0065;', '&#x00e9;'].each do |s|
  c 'send', 'CGI', 'unescapeHTML', s
end

['', 'a', 'hello world', "\x00\xff".b, 'x' * 10_000].each do |s|
  c 'send', 'Zlib', 'crc32', s
  c 'send', 'Zlib', 'adler32', s
end
c 'send', 'Zlib', 'crc32', 'world', Zlib.crc32('hello ')
c 'send', 'Zlib', 'adler32', 'world', Zlib.adler32('hello ')
c 'send', 'Zlib', 'crc32'
c 'send', 'Zlib', 'adler32'
