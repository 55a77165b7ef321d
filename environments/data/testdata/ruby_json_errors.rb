# Regenerates ruby_json_errors.json: what Ruby's json gem (Debian 12's ruby-json 2.6.3, which Puppet 7.23's
# dependencies install and RubyGems prefers to Ruby 3.1's default 2.6.1: Puppet 7's) says of
# malformed (and a few well-formed) JSON documents, JSON.parse without options, as Puppet parses
# metadata.json and json_data files.
# Run: ruby ruby_json_errors.rb > ruby_json_errors.json
require 'json'

inputs = File.read(File.join(__dir__, 'ruby_json_inputs.txt')).split("\n~~~\n", -1)
out = inputs.map do |s|
  begin
    JSON.parse(s)
    { 'in' => s, 'ok' => true }
  rescue JSON::ParserError => e
    { 'in' => s, 'error' => e.message }
  end
end
puts JSON.pretty_generate(out)
