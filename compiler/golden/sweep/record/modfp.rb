# modfp.rb: a fingerprint of each module of a module directory, so the sweep test knows whether
# the modules it compiles are the ones the recording was made from. modfp.go computes the same.
#
# For module M (a directory, or a symbolic link to one, directly under the module directory):
# every entry below it (symbolic links not followed), by path relative to M;
# a regular file contributes "F <path> <sha256 of its content>\n", a symbolic link
# "L <path> <its target>\n"; the fingerprint is the SHA-256 (hex) of those lines sorted bytewise.
require 'digest'
require 'find'

module SweepModFP
  def self.fingerprint(dir)
    root = File.realpath(dir)
    lines = []
    Find.find(root) do |p|
      next if p == root

      rel = p[(root.length + 1)..]
      st = File.lstat(p)
      if st.symlink?
        lines << "L #{rel} #{File.readlink(p)}\n"
      elsif st.file?
        lines << "F #{rel} #{Digest::SHA256.file(p).hexdigest}\n"
      end
    end
    lines.sort_by!(&:b)
    Digest::SHA256.hexdigest(lines.join)
  end

  def self.fingerprints(modules)
    Dir.children(modules).sort.each_with_object({}) do |m, h|
      path = File.join(modules, m)
      h[m] = fingerprint(path) if File.directory?(path)
    end
  end
end
