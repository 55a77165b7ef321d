# Regenerates puppetserver_json_errors.json: what JSON.parse (no options) raises in JRuby 9.3
# (json 2.5.1, the gem's Java extension), the Ruby of Puppet Server 7, which parses request bodies
# (facts, reports) so, for the documents of ruby_json_inputs.txt and puppetserver_json_inputs.txt.
# A text that is not valid UTF-8 is kept as hex (in_hex, error_hex).
# Run with JRuby (Debian's jruby, which puppetserver uses):
#   /usr/share/jruby/bin/jruby puppetserver_json_errors.rb > puppetserver_json_errors.json
require 'json'

inputs = %w[ruby_json_inputs.txt puppetserver_json_inputs.txt].flat_map do |f|
  File.binread(File.join(__dir__, f)).split("\n~~~\n", -1)
end
def text(h, key, s)
  u = s.dup.force_encoding('UTF-8')
  u.valid_encoding? ? h[key] = u : h["#{key}_hex"] = s.unpack1('H*')
end
out = inputs.map do |s|
  h = {}
  text(h, 'in', s)
  begin
    JSON.parse(s.dup.force_encoding('UTF-8'))
    h['ok'] = true
  rescue JSON::ParserError => e
    h['class'] = e.class.to_s
    text(h, 'error', e.message.b)
  end
  h
end
puts JSON.pretty_generate(out)
