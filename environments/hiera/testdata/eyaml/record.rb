# record.rb : record what hiera-eyaml 3.3 (Debian's hiera-eyaml, apt-get install hiera-eyaml) makes
# of each case of cases.json, exactly as Puppet 7.23's eyaml_lookup_key calls it for one string
# value (functions/eyaml_lookup_key.rb, decrypt): when the string matches /.*ENC\[.*?\]/, set the
# options, parse with the hiera backend parser, join the tokens' plain text and chomp. Writes
# expected.json: per case id, {"value": the result} or {"error_class", "error": the message that
# Puppet puts after "Error was "} (LoadError is not rescued by Puppet: "rescued": false).
require 'json'
require 'base64'
require 'hiera/backend/eyaml/encryptor'
require 'hiera/backend/eyaml/utils'
require 'hiera/backend/eyaml/options'
require 'hiera/backend/eyaml/parser/parser'
Dir.chdir(__dir__)
out = {}
JSON.parse(File.read('cases.json')).each do |c|
  saved = {}
  (c['env'] || {}).each do |k, v|
    saved[k] = ENV[k]
    ENV[k] = v.start_with?('@') ? File.read(v[1..]) : v
  end
  data = c['value']
  r = {}
  begin
    if /.*ENC\[.*?\]/ =~ data
      Hiera::Backend::Eyaml::Options.set(c['options'])
      tokens = Hiera::Backend::Eyaml::Parser::ParserFactory.hiera_backend_parser.parse(data)
      data = tokens.map(&:to_plain_text).join.chomp
    end
    r['value'] = data
    r['valid_encoding'] = data.valid_encoding?
  rescue StandardError => e
    r['error_class'] = e.class.name
    r['error'] = e.message
  rescue ScriptError => e
    r['error_class'] = e.class.name
    r['error'] = e.message
    r['rescued'] = false
  ensure
    saved.each { |k, v| ENV[k] = v }
  end
  out[c['id']] = r
end
File.write('expected.json', JSON.pretty_generate(out) + "\n")

# Base64.decode64 (what hiera-eyaml decodes a token's payload with) of payloads with padding in
# every place, partial groups and characters outside the alphabet: input => hex of the bytes.
inputs = %w[QUJD QUJDRA QUJDRA= QUJDRA== QUI QUI= QQ QQ= Q = == === QUJD=QUJD QU=JD Q=UJD QUJ=D
            QUJDR=A QUJDRA=QUJD ==QUJD QUJD== QUJDRA==QQ QUJ QUJ= QUJ== QUJDQUJD QUJDQ UUJ= QQ==QQ==]
inputs += ['QU JD', "QU\nJD", 'QU*JD', 'Q!U@J#D$', '', 'QUJD RA']
b64 = inputs.to_h { |i| [i, Base64.decode64(i).unpack1('H*')] }
File.write('base64.json', JSON.pretty_generate(b64) + "\n")
puts "recorded #{out.size} cases with hiera-eyaml #{Hiera::Backend::Eyaml::VERSION} and #{OpenSSL::OPENSSL_LIBRARY_VERSION}"
