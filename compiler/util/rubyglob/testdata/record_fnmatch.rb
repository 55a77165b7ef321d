# Records Ruby's File.fnmatch for fnmatch.txt (pattern TAB path TAB flags):
#   ruby testdata/record_fnmatch.rb > testdata/fnmatch.json   (from compiler/util/rubyglob)
require 'json'
out = File.readlines(File.join(File.dirname(__FILE__), 'fnmatch.txt'), chomp: true).reject(&:empty?).map do |l|
  pat, path, flags = l.split("\t")
  { 'pattern' => pat, 'path' => path, 'flags' => flags.to_i, 'match' => File.fnmatch(pat, path, flags.to_i) }
end
puts JSON.pretty_generate(out)
