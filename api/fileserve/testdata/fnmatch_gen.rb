# Regenerates fnmatch_ruby.json: Ruby's File.fnmatch (no flags, as Puppet's
# Fileset uses it for `ignore`) over hand-picked and random patterns/names.
# Run: ruby api/fileserve/testdata/fnmatch_gen.rb > api/fileserve/testdata/fnmatch_ruby.json
require 'json'
patterns = ['*', '.*', '*.rb', '?', '??', '???', '[abc]', '[!abc]', '[^abc]', '[a-c]*', '[!a-c]*',
  '[]', '[!]', '[', '[a', '[a-]', '[-a]', '[]a]', '[!]a]', 'a\\*', '\\*', '\\', 'a\\', '\\.x', '.git',
  'CVS', '.svn', '{a,b}', '*~', '#*#', '*.sw?', 'a*b*c', '*a*', '**', '*.', '.', '..', '.?', '[.]*',
  '\\.*', 'ü*', '[ü]', '[a-ü]', '*ï.txt', 'x[0-9][0-9]', '[z-a]', '[\\]]', '[\\!a]', '[a\\-z]', '']
names = ['a', 'b', 'abc', 'ab', '.git', '.hidden', 'CVS', '.svn', 'x.rb', 'a.rb', '.rb', 'abbc', 'axbyc',
  '*', 'a*', '\\', 'a\\', '.x', '{a,b}', 'file~', '#x#', 'f.swp', 'f.swx', 'ünï.txt', 'ü', 'x12', 'x1a',
  ']', '!', '-', 'z', 'a-', '.', '..', '...', 'a b', 'a.', 'x', 'xyz', 'aXc']
rng = Random.new(42)
alphabet = ['a', 'b', 'c', '.', '*', '?', '[', ']', '!', '^', '-', '\\', 'ü']
400.times do
  patterns << Array.new(rng.rand(1..6)) { alphabet[rng.rand(alphabet.size)] }.join
end
name_alpha = ['a', 'b', 'c', '.', '-', ']', '!', 'ü', '*']
200.times do
  names << Array.new(rng.rand(1..5)) { name_alpha[rng.rand(name_alpha.size)] }.join
end
names = names.uniq
rows = patterns.uniq.map do |p|
  [p, names.map { |n| File.fnmatch(p, n) ? '1' : '0' }.join]
end
# One row per pattern: the pattern and, for each name, 1 when it matches.
puts JSON.generate({ 'names' => names, 'patterns' => rows })
