# Puppet::Util::Json (Puppet 7.23's puppet/util/json.rb without multi_json,
# as Debian's Puppet runs: JSON.parse and to_json). Written for Punch after
# what that file does; modules (puppetlabs-puppetdb, voxpupuli's) read and
# write JSON through it.
module Puppet
  module Util
    module Json
      # a JSON::ParserError as Puppet wraps it: the cause and the text that
      # did not parse
      class ParseError < StandardError
        attr_reader :cause, :data

        def self.build(original_exception, data)
          err = new(original_exception.message)
          err.instance_variable_set(:@cause, original_exception)
          err.set_backtrace(original_exception.backtrace) if original_exception.backtrace
          err.instance_variable_set(:@data, data)
          err
        end
      end

      def self.load_file_if_valid(filename, options = {})
        load_file(filename, options)
      rescue Puppet::Util::Json::ParseError, ArgumentError, Errno::ENOENT => e
        Puppet.debug("Could not retrieve JSON content from '#{filename}': #{e.message}")
        nil
      end

      def self.load_file(filename, options = {})
        load(Puppet::FileSystem.read(filename), options)
      end

      # options are JSON.parse's; symbolize_keys is symbolize_names
      def self.load(string, options = {})
        string = string.read if string.respond_to?(:read)
        options[:symbolize_names] = true if options.delete(:symbolize_keys)
        ::JSON.parse(string, options)
      rescue ::JSON::ParserError => e
        raise Puppet::Util::Json::ParseError.build(e, string)
      end

      # options are to_json's (a JSON::State or a Hash); pretty: true is
      # JSON's pretty layout
      def self.dump(object, options = {})
        return object.to_json(options) if options.is_a?(::JSON::State)
        options.merge!(indent: '  ', space: ' ', object_nl: "\n", array_nl: "\n") if options.delete(:pretty)
        object.to_json(options)
      end
    end
  end
end
