# make_cases.rb : make the inputs of the eyaml decryption cases (cases.json), once, with Ruby's
# OpenSSL as hiera-eyaml 3.3 uses it. TEST DATA ONLY (see make_keys.sh). record.rb then records
# what hiera-eyaml makes of each input (expected.json); the Go test (eyaml_test.go) compares.
#
# A case is {id, value, options, env?}: value is the string a data file holds (what Puppet's
# eyaml_lookup_key gives hiera-eyaml's parser), options the level's options (key paths relative to
# this directory), env environment variables to set. Ciphertexts are random: making them again
# changes cases.json, and record.rb must run after it.
require 'openssl'
require 'base64'
require 'json'
Dir.chdir(__dir__)

def cert(path) = OpenSSL::X509::Certificate.new(File.read(path))
def key(path) = OpenSSL::PKey::RSA.new(File.read(path))

CERT = cert('keys/public_key.pkcs7.pem')
KEY = key('keys/private_key.pkcs7.pem')
OTHER = cert('other/public_key.pkcs7.pem')
OTHER_KEY = key('other/private_key.pkcs7.pem')

# A certificate of the other key with serial 2, so that no recipient of keys/ matches it.
SERIAL2 = OpenSSL::X509::Certificate.new.tap do |c|
  c.version = 2; c.serial = 2; c.subject = c.issuer = OpenSSL::X509::Name.parse('/CN=other')
  c.not_before = Time.at(0); c.not_after = Time.at(4102444800); c.public_key = OTHER_KEY.public_key
  c.sign(OTHER_KEY, OpenSSL::Digest.new('SHA256'))
end

# As hiera-eyaml's Pkcs7.encrypt: AES-256-CBC, binary, DER, strict base64.
def enc(plain, certs: [CERT], cipher: 'aes-256-cbc', scheme: 'PKCS7')
  der = OpenSSL::PKCS7.encrypt(certs, plain, OpenSSL::Cipher.new(cipher), OpenSSL::PKCS7::BINARY).to_der
  b64 = Base64.strict_encode64(der)
  scheme ? "ENC[#{scheme},#{b64}]" : "ENC[#{b64}]"
end

def b64(s) = s[/ENC\[(?:\w+,)?(.*)\]/, 1]

# hiera-eyaml's block form (eyaml encrypt -o block) as a YAML folded scalar gives it: the lines of
# 60 characters joined by single spaces.
def folded(e) = e.scan(/.{1,60}/).join(' ')

KEYS = { 'pkcs7_private_key' => 'keys/private_key.pkcs7.pem', 'pkcs7_public_key' => 'keys/public_key.pkcs7.pem' }
cases = []
add = ->(id, value, options = KEYS, env = nil) { cases << { 'id' => id, 'value' => value, 'options' => options, 'env' => env }.compact }

s = enc('s3cret')
add['plain_text', 'no secret here']
add['string', s]
add['inside_text', "user:#{enc('pw')}@db.example.com"]
add['two_tokens', "#{enc('alice')}:#{enc('pw2')}"]
add['block_folded', folded(s)]
add['block_literal_lines', s.scan(/.{1,60}/).join("\n")]
add['block_with_newline_inside_brackets', "ENC[PKCS7,#{b64(s)[0, 40]}\n#{b64(s)[40..]}]"]
add['no_scheme', enc('default scheme', scheme: nil)]
add['lowercase_scheme', enc('lower', scheme: 'pkcs7')]
add['mixed_case_scheme', enc('mixed', scheme: 'Pkcs7')]
add['gpg_scheme', 'ENC[GPG,hQEMA0tWYXJlIGdwZw==]']
add['unknown_scheme_in_text', "x ENC[Vault,YWJj] y"]
add['bad_base64_payload', 'ENC[PKCS7,abcdef]']
add['empty_payload', 'ENC[PKCS7,]']
add['space_payload', 'ENC[ ]']
add['unclosed', "ENC[PKCS7,#{b64(s)}"]
add['non_ascii_scheme', 'ENC[é,abc]']
add['padding_in_middle', "ENC[PKCS7,#{b64(s)[0, 20]}==#{b64(s)[20..]}]"]
add['trailing_newline', enc("line\n")]
add['trailing_crlf', enc("line\r\n")]
add['two_trailing_newlines', enc("line\n\n")]
add['empty_plaintext', enc('')]
add['unicode_plaintext', enc('pässwörd ✓ 秘密')]
add['multiline_plaintext', enc("-----BEGIN X-----\nabc\n-----END X-----\n")]
add['interpolation_in_plaintext', enc('node %{trusted.certname}')]
add['aes128', enc('aes128', cipher: 'aes-128-cbc')]
add['aes192', enc('aes192', cipher: 'aes-192-cbc')]
add['des3', enc('des3', cipher: 'des-ede3-cbc')]
add['two_recipients', enc('for two', certs: [SERIAL2, CERT])]
add['no_matching_recipient', enc('not for us', certs: [SERIAL2])]
add['trailing_garbage', "ENC[PKCS7,#{Base64.strict_encode64(Base64.decode64(b64(s)) + "garbage")}]"]
add['truncated', "ENC[PKCS7,#{b64(s)[0, 200]}]"]
signed = OpenSSL::PKCS7.sign(CERT, KEY, 'signed, not enveloped', [], OpenSSL::PKCS7::BINARY).to_der
add['signed_data', "ENC[PKCS7,#{Base64.strict_encode64(signed)}]"]
add['key_does_not_match_cert', s, KEYS.merge('pkcs7_private_key' => 'other/private_key.pkcs7.pem')]
add['missing_private_key', s, KEYS.merge('pkcs7_private_key' => 'keys/nope.pem')]
add['missing_public_key', s, KEYS.merge('pkcs7_public_key' => 'keys/nope.pem')]
add['private_key_is_directory', s, KEYS.merge('pkcs7_private_key' => 'keys')]
add['private_key_is_cert', s, KEYS.merge('pkcs7_private_key' => 'keys/public_key.pkcs7.pem')]
add['private_key_empty', s, KEYS.merge('pkcs7_private_key' => 'bad/empty.pem')]
add['private_key_ec', s, KEYS.merge('pkcs7_private_key' => 'bad/ec_key.pem')]
add['private_key_pkcs8', s, KEYS.merge('pkcs7_private_key' => 'bad/pkcs8_key.pem')]
add['private_key_corrupt', s, KEYS.merge('pkcs7_private_key' => 'bad/corrupt_key.pem')]
add['public_key_is_private_key', s, KEYS.merge('pkcs7_public_key' => 'keys/private_key.pkcs7.pem')]
add['public_key_empty', s, KEYS.merge('pkcs7_public_key' => 'bad/empty.pem')]
add['public_key_corrupt', s, KEYS.merge('pkcs7_public_key' => 'bad/corrupt_cert.pem')]
add['no_public_key_option', s, { 'pkcs7_private_key' => 'keys/private_key.pkcs7.pem' }]
add['no_private_key_option', s, { 'pkcs7_public_key' => 'keys/public_key.pkcs7.pem' }]
add['no_options', s, {}]
add['no_options_plain', 'not encrypted', {}]
add['keys_from_env', s, { 'pkcs7_private_key_env_var' => 'EYAML_TEST_PRIVATE', 'pkcs7_public_key_env_var' => 'EYAML_TEST_PUBLIC' },
    { 'EYAML_TEST_PRIVATE' => '@keys/private_key.pkcs7.pem', 'EYAML_TEST_PUBLIC' => '@keys/public_key.pkcs7.pem' }]
add['env_var_unset_falls_back_to_path', s, KEYS.merge('pkcs7_private_key_env_var' => 'EYAML_TEST_UNSET')]
add['env_var_unset_no_path', s, { 'pkcs7_private_key_env_var' => 'EYAML_TEST_UNSET', 'pkcs7_public_key' => 'keys/public_key.pkcs7.pem' }]

# Key files that are not usable keys.
Dir.mkdir('bad') unless Dir.exist?('bad')
File.write('bad/empty.pem', '')
File.write('bad/ec_key.pem', OpenSSL::PKey::EC.generate('prime256v1').to_pem)
File.write('bad/pkcs8_key.pem', KEY.private_to_pem)
File.write('bad/corrupt_key.pem', File.read('keys/private_key.pkcs7.pem').sub(/^(.{10})./) { "#{$1}#" })
File.write('bad/corrupt_cert.pem', File.read('keys/public_key.pkcs7.pem').lines.reject.with_index { |_, i| i == 4 }.join)

File.write('cases.json', JSON.pretty_generate(cases) + "\n")
puts "made #{cases.size} cases"
