# Puppet::Util::Tagging and Puppet::Util::TagSet for module classes that mix
# the tagging rules in (QA-FORGE-15 A3). Written for Punch after what
# Puppet 7.23's puppet/util/tagging.rb and tag_set.rb do; the tag syntax is
# the compile's own (values.ValidTag, through Punch.valid_tag?), so a tag
# module Ruby accepts is one the catalog accepts.
module Puppet
  module Util
    # a Set of tag Strings (Puppet's TagSet: join and to_data_hash as an
    # Array's)
    class TagSet < Set
      def join(*args)
        to_a.join(*args)
      end

      def to_data_hash
        to_a
      end

      def self.from_data_hash(data)
        new(data)
      end
    end

    module Tagging
      ValidTagRegex = /\A[[:alnum:]_][[:alnum:]_:.-]*\Z/u

      # each name (Arrays flattened, nils left out) to_s.downcase, added
      # once; a qualified name adds its segments too; an invalid one is
      # Puppet::ParseError "Invalid tag" once those before it are added
      def tag(*names)
        @tags ||= new_tags
        names.flatten.compact.each do |given|
          name = given.to_s.downcase
          next unless @tags.add?(name)
          unless valid_tag?(name)
            @tags.delete(name)
            raise Puppet::ParseError, "Invalid tag '#{name}'"
          end
          @tags.merge(name.split('::')) if split_qualified_tags? && name.include?('::')
        end
      end

      # a String that is a valid tag is added (downcased, with its
      # segments); anything else is ignored
      def tag_if_valid(name)
        return unless name.is_a?(String) && valid_tag?(name)
        name = name.downcase
        @tags ||= new_tags
        @tags.merge(name.split('::')) if @tags.add?(name) && name.include?('::')
      end

      def tagged?(*tags)
        raw_tagged?(tags.collect { |t| t.to_s.downcase })
      end

      def raw_tagged?(tag_array)
        own = self.tags
        tag_array.any? { |t| own.include?(t) }
      end

      def set_tags(tag_source)
        @tags = tag_source.tags
      end

      # a copy, so that a caller's change does not reach the object's tags
      def tags
        @tags ||= new_tags
        @tags.dup
      end

      def merge_tags_from(tag_source)
        @tags ||= new_tags
        tag_source.merge_into(@tags)
      end

      def merge_into(tag_set)
        tag_set.merge(@tags) unless @tags.nil?
      end

      # a comma-separated String or a list of names replace the tags
      def tags=(tags)
        @tags = new_tags
        return if tags.nil?
        tags = tags.strip.split(/\s*,\s*/) if tags.is_a?(String)
        tag(*tags)
      end

      def valid_tag?(maybe_tag)
        text = maybe_tag.to_s
        text = text.encode(Encoding::UTF_8) unless [Encoding::UTF_8, Encoding::US_ASCII].include?(text.encoding)
        Punch.valid_tag?(text)
      rescue Encoding::UndefinedConversionError, Encoding::InvalidByteSequenceError
        false
      end

      private

      def split_qualified_tags?
        true
      end

      def new_tags
        Puppet::Util::TagSet.new
      end
    end
  end
end
