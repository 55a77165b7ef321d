# Records what Ruby and the Resource API make of transport schema sources,
# for TestTransportSchemasMatchRuby. Run from api/moduleinfo:
#   ruby testdata/transports_gen.rb > testdata/transports_ruby.json
# Each case is evaluated in its own process (the Resource API keeps
# registered transports in a global).
require 'json'
require 'open3'

R = 'Puppet::ResourceApi.register_transport'
CASES = {
  'heredoc_dash' => File.read(File.join(__dir__, 'modules/other/lib/puppet/transport/schema/demo_device.rb')),
  'one_line_percent_q' => File.read(File.join(__dir__, 'modules/other/lib/puppet/transport/schema/alpha.rb')),
  'heredoc_squiggly' => "#{R}(\n  name: 'sq',\n  desc: <<~EOS,\n      first\n        indented\n\n    \tlast\n    EOS\n  connection_info: {},\n)\n",
  'heredoc_plain' => "#{R}(\n  name: 'pl',\n  desc: <<EOS,\n  kept as is\n  EOS\nEOS\n  connection_info: {},\n)\n",
  'heredoc_single_quoted' => "#{R}(\n  name: 'sqq',\n  desc: <<-'EOS',\n    a \\n #\{x} \\\\ b\n    EOS\n  connection_info: {},\n)\n",
  'two_heredocs_one_line' => "#{R}({ name: 'two', desc: <<-A, connection_info: { a: { type: 'String', desc: <<-B } } })\n  first\n  A\n  second\n  B\n",
  'double_quoted_escapes' => "#{R}(name: \"esc\", desc: \"t\\tn\\nu\\u00e9x\\x41o\\101e\\e s\\s q\\\" b\\\\ h\\# z\\z\", connection_info: {})\n",
  'rocket_and_quoted_keys' => "#{R}(:name => 'rk', 'desc': 'quoted key', :connection_info => { :a => { :type => 'Integer', \"desc\": 'x' }, 'b' => { type: 'String' } })\n",
  'numbers' => "#{R}(name: 'num', desc: 'n', connection_info: { port: { type: 'Integer', default: 1_000 }, neg: { type: 'Integer', default: -5 }, f: { type: 'Float', default: 1.5 }, e: { type: 'Float', default: 2e3 } })\n",
  'arrays_and_words' => "#{R}(name: 'arr', desc: 'a', features: %w[supports_noop remote_resource], tags: %i[x y], nested: [[1, [2]], [], ['a',]], connection_info: {})\n",
  'literals' => "#{R}(name: 'lit', desc: 'l', flag: true, off: false, nothing: nil, connection_info: { a: { type: 'Optional[String]', default: nil, sensitive: false } })\n",
  'missing_name' => "#{R}(desc: 'x', connection_info: {})\n",
  'string_name_key' => "#{R}('name' => 'x', desc: 'x', connection_info: {})\n",
  'connection_info_not_hash' => "#{R}(name: 'x', desc: 'x', connection_info: [])\n",
  'order_not_array' => "#{R}(name: 'x', desc: 'x', connection_info: {}, connection_info_order: 'a')\n",
  'attribute_without_type' => "#{R}(name: 'x', desc: 'x', connection_info: { a: { desc: 'no type' } })\n",
  'attribute_not_hash' => "#{R}(name: 'x', desc: 'x', connection_info: { a: 'String' })\n",
  'bad_type' => "#{R}(name: 'x', desc: 'x', connection_info: { a: { type: 'Strin[', desc: 'd' } })\n",
  'docs_not_desc' => "#{R}(name: 'x', docs: 'x', connection_info: {})\n",
  'behavior' => "#{R}(name: 'bh', desc: 'x', connection_info: { a: { type: 'String', desc: 'd', behavior: :parameter } })\n",
  'braces' => "#{R}({\n  name: 'br',\n  desc: 'braces',\n  connection_info: {},\n})\n",
  'no_parens' => "#{R} name: 'np', desc: 'no parentheses',\n  connection_info: { a: { type: 'String', desc: 'd' } }\n",
  'two_transports' => "#{R}(name: 'one', desc: '1', connection_info: {})\n#{R}(name: 'two', desc: '2', connection_info: {})\n",
  'comments_and_begin_end' => "# leading comment\nrequire 'puppet/resource_api' # trailing\n=begin\nblock comment #{R}(\n=end\n#{R}( # open\n  name: 'cm', # the name\n  desc: 'with # not a comment', connection_info: {}, # done\n)\n",
  'interpolation' => "x = 1\n#{R}(name: \"i\#{x}\", desc: 'i', connection_info: {})\n",
  'constant' => "#{R}(name: 'c', desc: SOME_CONSTANT, connection_info: {})\n",
  'method_call' => "#{R}(name: 'm', desc: 'lower'.upcase, connection_info: {})\n",
  'adjacent_strings' => "#{R}(name: 'adj', desc: \"a\" 'b' \"c\", connection_info: {})\n",
  'duplicate' => "#{R}(name: 'dup', desc: '1', connection_info: {})\n#{R}(name: 'dup', desc: '2', connection_info: {})\n",
  'trailing_commas' => "#{R}(name: 'tc', desc: 'x', connection_info: { a: { type: 'String', desc: 'd', }, },)\n",
  'symbol_values' => "#{R}(name: :sym, desc: 'x', kind: :\"quoted sym\", connection_info: { a: { type: 'String', desc: 'd' } }, connection_info_order: [:a])\n",
  'integer_bases' => "#{R}(name: 'ib', desc: 'x', a: 010, b: 0x1F, c: 0b101, d: 0o17, e: 0d19, f: -0x10, g: 0, h: 1_0, i: 2.50, j: 1e3, k: -0.5, connection_info: {})\n",
  'bad_octal' => "#{R}(name: 'bo', desc: 'x', a: 09, connection_info: {})\n",
  'unicode' => "#{R}(name: 'uni', desc: 'héllo wörld ✓', connection_info: {})\n",
  'unterminated_heredoc' => "#{R}(name: 'x', desc: <<-EOS, connection_info: {})\n  never ends\n",
  'unterminated_string' => "#{R}(name: 'x, desc: 'y', connection_info: {})\n",
}

runner = <<~'EOS'
  require 'puppet'
  require 'puppet/resource_api'
  require 'json'
  src = STDIN.read
  begin
    eval(src, binding, 'schema.rb')
    out = Puppet::ResourceApi::Transport.list.values.map do |t|
      d = t.definition
      d[:connection_info_order] = d[:connection_info_order].map(&:to_s)
      d
    end
    puts JSON.generate({ 'transports' => out })
  rescue Exception => e
    puts JSON.generate({ 'error' => "#{e.class}: #{e.message}" })
  end
EOS

out = CASES.map do |name, src|
  stdout, status = Open3.capture2('ruby', '-e', runner, stdin_data: src)
  raise "#{name}: #{stdout}" unless status.success?
  { 'name' => name, 'src' => src }.merge(JSON.parse(stdout))
end
puts JSON.pretty_generate(out)
