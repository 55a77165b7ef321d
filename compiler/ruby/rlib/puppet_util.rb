# Puppet::Util::Checksums and Puppet::Util::Diff, which Puppet 7.23 has loaded
# when module code runs: a type's property may include them (voxpupuli-jenkins's
# jenkins_job config property: change_to_s with md5 of both values). Written for
# Punch after what Puppet's puppet/util/checksums.rb and puppet/util/diff.rb do.
module Puppet
  module Util
    module Checksums
      module_function

      KNOWN_CHECKSUMS = %i[sha256 sha256lite md5 md5lite sha1 sha1lite sha512 sha384 sha224 mtime ctime none].freeze

      def known_checksum_types
        KNOWN_CHECKSUMS
      end

      # a checksum type no NAME? method answers is not valid
      def valid_checksum?(type, value)
        send(:"#{type}?", value) ? true : false
      rescue NoMethodError
        false
      end

      # "{type}data": the match position (0), or nil
      def checksum?(string)
        string =~ /^\{(\w{3,10})\}\S+/
      end

      def sumdata(checksum)
        checksum =~ /^\{(\w+)\}(.+)/ ? $2 : nil
      end

      def sumtype(checksum)
        checksum =~ /^\{(\w+)\}/ ? $1 : nil
      end

      # a digest object that ignores what it is given (mtime, ctime, none)
      class FakeChecksum
        def <<(*_args)
          self
        end
      end

      # feeds a digest at most 512 bytes in all when lite
      class DigestLite
        def initialize(digest, lite = false)
          @digest = digest
          @lite = lite
          @bytes = 0
        end

        def <<(str)
          return @digest << str unless @lite
          return if @bytes >= 512
          part = str[0, 512 - @bytes]
          @digest << part
          @bytes += part.length
        end
      end

      def checksum_file(digest, filename, lite = false)
        size = lite ? 512 : 4096
        File.open(filename, 'rb') do |io|
          while (chunk = io.read(size))
            digest << chunk
            break if lite
          end
        end
        digest.hexdigest
      end

      def checksum_stream(digest, block, lite = false)
        block.call(DigestLite.new(digest, lite))
        digest.hexdigest
      end

      # each digest: its class (a lambda making a new one) and hex length;
      # md5, sha1 and sha256 also have a "lite" form over the first 512
      # characters
      {
        sha256: [-> { Digest::SHA256.new }, 64, true],
        sha384: [-> { Digest::SHA384.new }, 96, false],
        sha512: [-> { Digest::SHA512.new }, 128, false],
        sha224: [-> { OpenSSL::Digest.new('SHA224') }, 56, false],
        md5: [-> { Digest::MD5.new }, 32, true],
        sha1: [-> { Digest::SHA1.new }, 40, true],
      }.each do |name, (maker, length, lite)|
        hex = /^\h{#{length}}$/
        define_method(name) { |content| maker.call.update(content).hexdigest }
        define_method(:"#{name}?") { |string| string =~ hex }
        define_method(:"#{name}_file") { |filename, lite_file = false| checksum_file(maker.call, filename, lite_file) }
        define_method(:"#{name}_stream") { |lite_stream = false, &block| checksum_stream(maker.call, block, lite_stream) }
        define_method(:"#{name}_hex_length") { length }
        made = [name, :"#{name}?", :"#{name}_file", :"#{name}_stream", :"#{name}_hex_length"]
        if lite
          define_method(:"#{name}lite") { |content| send(name, content[0..511]) }
          define_method(:"#{name}lite?") { |string| send(:"#{name}?", string) }
          define_method(:"#{name}lite_file") { |filename| send(:"#{name}_file", filename, true) }
          define_method(:"#{name}lite_stream") { |&block| send(:"#{name}_stream", true, &block) }
          define_method(:"#{name}lite_hex_length") { length }
          made += [:"#{name}lite", :"#{name}lite?", :"#{name}lite_file", :"#{name}lite_stream", :"#{name}lite_hex_length"]
        end
        module_function(*made)
      end

      # the time checksums have no data of their own
      def mtime(_content)
        ''
      end

      def ctime(_content)
        ''
      end

      def mtime?(string)
        return true if string.is_a?(Time)
        DateTime.parse(string) ? true : false
      rescue StandardError
        false
      end

      def ctime?(string)
        mtime?(string)
      end

      def mtime_file(filename)
        File.mtime(filename)
      end

      def ctime_file(filename)
        File.ctime(filename)
      end

      def mtime_stream
        yield FakeChecksum.new
        nil
      end

      def ctime_stream(&block)
        mtime_stream(&block)
      end

      def none(_content)
        ''
      end

      def none?(string)
        string.empty?
      end

      def none_file(_filename)
        ''
      end

      def none_stream
        yield FakeChecksum.new
        ''
      end
    end

    module Diff
      include Puppet::Util::Execution

      # the diff command Puppet's settings name (diff, diff_args) run on two
      # files; '' when no command is set
      def diff(old, new)
        command = Puppet[:diff]
        return '' if command.nil? || command == ''
        argv = [command]
        options = Puppet[:diff_args]
        argv.concat(options.split(' ')) if options && options != ''
        argv << old << new
        Puppet::Util::Execution.execute(argv, failonfail: false, combine: false)
      end
      module_function :diff

      # Puppet 7.23 on Debian has no diff-lcs gem (Puppet.features.diff? is
      # false): Puppet warns and gives no diff
      def lcs_diff(_data_old, _data_new, _format = :unified, _context_lines = 3)
        Puppet.warning('Cannot provide diff without the diff/lcs Ruby library')
        ''
      end

      # Puppet writes the string to a temporary file: Punch's Ruby writes
      # no files
      def string_file_diff(_path, _string)
        Punch.unsupported('Puppet::Util::Diff#string_file_diff (writes a temporary file)')
      end
    end
  end
end
