# Puppet::Util::Warnings and Puppet::Util::CharacterEncoding as module code
# calls them (QA-FORGE-15 A3, QA-FORGE-14 U1). Written for Punch after what
# Puppet 7.23's puppet/util/warnings.rb and character_encoding.rb do. A
# message is logged once per compile and calling class (Puppet: once per
# process and class; a compile here stands for itself).
module Puppet
  module Util
    module Warnings
      module_function

      def warnonce(msg)
        Puppet::Util::Warnings.maybe_log(msg, self.class) { Puppet.warning msg }
      end

      def notice_once(msg)
        Puppet::Util::Warnings.maybe_log(msg, self.class) { Puppet.notice msg }
      end

      def debug_once(msg)
        return nil unless Puppet[:debug]
        Puppet::Util::Warnings.maybe_log(msg, self.class) { Puppet.debug msg }
      end

      def clear_warnings
        @stampwarnings = {}
        nil
      end

      # runs the block unless klass logged message before
      def self.maybe_log(message, klass)
        @stampwarnings ||= {}
        seen = (@stampwarnings[klass] ||= [])
        return nil if seen.include?(message)
        yield
        seen << message
        nil
      end
    end

    module CharacterEncoding
      class << self
        # a copy of string in UTF-8: a binary String is read as the
        # default external encoding (UTF-8), another encoding transcoded; a
        # String that cannot be is given back as it was
        def convert_to_utf_8(string)
          original = string.encoding
          copy = string.dup
          begin
            return copy if original == Encoding::UTF_8
            copy.force_encoding(Encoding.default_external) if original == Encoding::BINARY
            copy.encode(Encoding::UTF_8)
          rescue EncodingError
            copy.force_encoding(original) if original == Encoding::BINARY
            copy
          end
        end

        # a copy labelled UTF-8 when its bytes are valid UTF-8, else as it
        # was
        def override_encoding_to_utf_8(string)
          copy = string.dup
          original = copy.encoding
          return copy if original == Encoding::UTF_8
          return copy if copy.force_encoding(Encoding::UTF_8).valid_encoding?
          copy.force_encoding(original)
        end
      end
    end
  end
end
