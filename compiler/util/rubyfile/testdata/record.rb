# Records Ruby's File.dirname/basename/extname/join for the paths below:
#   ruby testdata/record.rb > testdata/expected.json   (from compiler/util/rubyfile)
require 'json'
paths = ['', '/', '//', 'a', 'a/', '/a', '/a/b', 'a/b/', 'a//b//', '.', '..', '.bashrc', 'a.b.c', 'a.', '/x/.hidden',
         'dir/file.tar.gz', '//a//b', 'a/b.rb/', '...', '.a.b', '/a/b/../c.d']
suffixes = ['', '.*', '.gz', '.rb', 'b', 'file.tar.gz']
out = paths.map do |p|
  {'path' => p, 'dirname' => File.dirname(p), 'extname' => File.extname(p),
   'basename' => suffixes.to_h { |s| [s, File.basename(p, s)] },
   'join' => ['', 'x', '/x', 'x/', '//x'].to_h { |b| [b, File.join(p, b)] }}
end
puts JSON.pretty_generate(out)
