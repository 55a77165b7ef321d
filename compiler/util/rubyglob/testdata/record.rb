# Records Ruby's Dir.glob for patterns.txt over the tree of tree.txt:
#   ruby testdata/record.rb > testdata/expected.json   (from compiler/util/rubyglob)
# tree.txt: one path a line; "x/" a directory, "x -> t" a symbolic link.
require 'json'
require 'tmpdir'
require 'fileutils'
here = File.dirname(__FILE__)
tree = File.readlines(File.join(here, 'tree.txt'), chomp: true).reject(&:empty?)
pats = File.readlines(File.join(here, 'patterns.txt'), chomp: true).reject(&:empty?)
out = {}
Dir.mktmpdir do |root|
  tree.each do |line|
    if line.include?(' -> ')
      name, target = line.split(' -> ')
      File.symlink(target, File.join(root, name))
    elsif line.end_with?('/')
      FileUtils.mkdir_p(File.join(root, line))
    else
      FileUtils.mkdir_p(File.dirname(File.join(root, line)))
      File.write(File.join(root, line), '')
    end
  end
  Dir.chdir(root) { pats.each { |p| out[p] = Dir.glob(p) } }
end
puts JSON.pretty_generate(out)
