# RUBY-12: Puppet::Util::Checksums as module code calls it (module functions and mixed into a class),
# and Puppet::Util::Diff#lcs_diff without the diff-lcs gem (a warning, no diff).
require 'puppet/util/checksums'
require 'puppet/util/diff'
Puppet::Functions.create_function(:'m::sums') do
  class SumUser
    include Puppet::Util::Checksums
    include Puppet::Util::Diff

    def show(v)
      ["{md5}#{md5(v)}", sha256lite(v * 300), lcs_diff("a\nb\n", "a\nc\n")]
    end
  end

  def sums(text)
    c = Puppet::Util::Checksums
    streamed = c.sha256_stream { |d| d << text << '!' }
    lite = c.md5lite_stream { |d| d << ('x' * 600) }
    [
      c.md5(text), c.sha1(text), c.sha224(text), c.sha384(text)[0, 16], c.sha512(text)[0, 16],
      c.md5lite('y' * 1000), c.sha1lite(text), streamed, lite,
      c.known_checksum_types.map(&:to_s),
      c.checksum?("{md5}#{c.md5(text)}"), c.checksum?('md5'), c.sumtype('{sha256}abc'), c.sumdata('{sha256}abc'),
      c.sumdata('plain'), c.valid_checksum?(:md5, c.md5(text)), c.valid_checksum?(:md5, 'xyz'),
      c.valid_checksum?(:nosuch, 'x'), c.valid_checksum?(:none, ''), c.none('x'), c.mtime('x'),
      c.md5_hex_length, c.sha256lite_hex_length, c.sha224_hex_length,
      c.sha256?(c.sha256(text)) ? true : false, c.mtime?(Time.at(0)),
      SumUser.new.show(text), SumUser.private_instance_methods.include?(:md5),
    ]
  end
end
