# units.rb : record, with Puppet 7.23's own Ruby code, the answers of the small functions the
# engine ports (split_key, Pathname#+, Dir.glob order, DeepMerge, Array#|), into units.json.
# Run: ruby units.rb > units.json (from this directory).
require 'puppet'
require 'json'
require 'pathname'
require 'tmpdir'
require 'deep_merge/core'
include Puppet::Pops::Lookup::SubLookup

out = {}

keys = ['a', 'a.b', 'a.b.c', 'a..b', '.a', 'a.', '', 'a."b.c"', "a.'b.c'.d", 'a.0', 'a.-1', 'a.+2', 'a.:3',
        'a. b .c', 'a." b ".c', 'a."".b', "a.''", '"a"', "'a.b'", 'a.b"c', 'x::y.z', 'a.01', 'a.1x', "a.1\nx",
        'a."b', "a.'b'c", ' a . b ', 'a.b.', '..', '"."', "a.\"b\".'c'.d"]
out['split_key'] = keys.map do |k|
  r = begin
    { 'segments' => split_key(k) { |problem| RuntimeError.new(problem) } }
  rescue RuntimeError => e
    { 'error' => e.message }
  end
  r.merge('key' => k)
end

pairs = [['/a/b', 'c'], ['/a/b', '/c'], ['/a/b', '../c'], ['/a/b', '../../c'], ['/a/b', '../../../c'], ['/a/b', './c'],
         ['/a/b/', 'c'], ['a', 'b'], ['a', '..'], ['a/b', '..'], ['/', 'c'], ['/', '..'], ['/a', '.'], ['/a/b', 'c/../d'],
         ['/a/b', 'c/./d'], ['/a/./b', 'c'], ['.', 'c'], ['/a/b', ''], ['/a/b', '..//c'], ['/a//b', 'c'], ['/a/b', 'c/'],
         ['data', '%{x}/y.yaml'], ['/env', 'data/../other/common.yaml'], ['/a/..', 'b']]
out['path_plus'] = pairs.map { |a, b| { 'a' => a, 'b' => b, 'result' => (Pathname.new(a) + b).to_s } }

Dir.mktmpdir do |d|
  %w[a.yaml b.yaml c.txt .hidden.yaml sub/x.yaml sub/deeper/y.yaml sub/.h/z.yaml other/a.yaml B.yaml a/inner.yaml].each do |f|
    FileUtils.mkdir_p(File.dirname(File.join(d, f)))
    File.write(File.join(d, f), '')
  end
  patterns = ['*.yaml', '**/*.yaml', '*', '{a,b}.yaml', '{b,a}.yaml', 'sub/**/*.yaml', '?.yaml', '[ab].yaml', '[!a].yaml',
              '[^a].yaml', '.*.yaml', '**/x.yaml', 'sub/*', '*/*.yaml', 'nosuch/*.yaml', 'a.yaml', '{sub,other}/*.yaml',
              'sub/{x,deeper/y}.yaml', '**/', '*/']
  out['glob'] = patterns.map { |p| { 'pattern' => p, 'result' => Dir.glob(File.join(d, p)).map { |m| m.sub("#{d}/", '') } } }
end

opts = [{}, { 'knockout_prefix' => '--' }, { 'sort_merged_arrays' => true }, { 'merge_hash_arrays' => true },
        { 'knockout_prefix' => '--', 'sort_merged_arrays' => true }]
merges = [
  [{ 'a' => 1 }, { 'b' => 2 }], [{ 'a' => [1, 2] }, { 'a' => [2, 3] }], [{ 'a' => { 'x' => 1 } }, { 'a' => { 'y' => 2 } }],
  [{ 'a' => 'str' }, { 'a' => [1] }], [{ 'a' => [1] }, { 'a' => 'str' }], [{ 'a' => { 'x' => 1 } }, { 'a' => 'str' }],
  [{ 'a' => 'str' }, { 'a' => { 'x' => 1 } }], [{ 'a' => nil }, { 'a' => 1 }], [{ 'a' => 1 }, { 'a' => nil }],
  [{ 'a' => false }, { 'a' => 1 }], [{ 'a' => 1 }, { 'a' => false }], [{ 'a' => ['--1', 2] }, { 'a' => [1, 3] }],
  [{ 'a' => ['--'] }, { 'a' => [1, 3] }], [{ 'a' => ['--', 4] }, { 'a' => [1, 3] }], [{ 'a' => '--x' }, { 'a' => 'y' }],
  [{ 'a' => '--' }, { 'a' => [1] }], [{ 'a' => [{ 'x' => 1 }] }, { 'a' => [{ 'y' => 2 }, { 'z' => 3 }] }],
  [{ 'a' => [{ 'x' => 1 }, { 'w' => 0 }] }, { 'a' => [{ 'y' => 2 }] }], [{ 'a' => [3, 1] }, { 'a' => [2] }],
  [{ 'a' => ['b', 'a'] }, { 'a' => ['c'] }], [{ 'a' => [1, 1] }, { 'a' => [] }], [{ 'a' => [] }, { 'a' => [1, 1] }],
  [{ 'n' => { 'a' => [1, '--2'], 'b' => '--' } }, { 'n' => { 'a' => [2, 3], 'b' => 'x' } }],
  [{ 'h' => { 'k' => [1, 1], 'l' => { 'm' => [2, 2] } } }, { 'h' => 5 }], [[1, 2], [2, 3]], ['a', 'b'], [{ 'a' => 1 }, [1]],
  [[1], { 'a' => 1 }], [nil, { 'a' => 1 }], [{ 'a' => 1 }, nil], [{ 'a' => [1.0] }, { 'a' => [1] }],
  [{ 'a' => ['x', '--y'] }, { 'a' => 'str' }]
]
out['deep_merge'] = []
merges.each do |src, dest|
  opts.each do |o|
    s = Marshal.load(Marshal.dump(src))
    dm = { :preserve_unmergeables => false }
    o.each { |k, v| dm[k.to_sym] = v }
    r = begin
      { 'result' => DeepMerge.deep_merge!(s, Marshal.load(Marshal.dump(dest)), dm) }
    rescue StandardError => e
      { 'error' => e.message }
    end
    out['deep_merge'] << r.merge('source' => src, 'dest' => dest, 'options' => o)
  end
end
puts JSON.pretty_generate(out)
