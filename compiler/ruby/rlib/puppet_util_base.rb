# Puppet::Util's module functions module code calls (Puppet 7.23 has them
# loaded when module code runs): which, symbolizehash, the URI helpers and
# the environment's (withenv). Written for Punch
# after what Puppet's puppet/util.rb does; module_function, as there, so a
# module that includes Puppet::Util calls them bare too.
module Puppet
  module Util
    # the executable file bin names: an absolute path as it is, else the
    # first one found in the directories of PATH (the server's, as Puppet's
    # process has it); nil when there is none
    def which(bin)
      if Puppet::Util.absolute_path?(bin)
        return bin if FileTest.file?(bin) && FileTest.executable?(bin)
        return nil
      end
      (ENV['PATH'] || '').split(File::PATH_SEPARATOR).each do |dir|
        begin
          dest = File.expand_path(File.join(dir, bin))
        rescue ArgumentError => e
          # a '~' in PATH that cannot be expanded: Puppet skips the entry
          raise unless e.message =~ /HOME|doesn't exist|can't find user/
          next
        end
        return dest if FileTest.file?(dest) && FileTest.executable?(dest)
      end
      nil
    end

    # the Hash with each key that can be a Symbol made one
    def symbolizehash(hash)
      out = {}
      hash.each do |name, val|
        name = name.intern if name.respond_to?(:intern)
        out[name] = val
      end
      out
    end

    # URIs of file paths (Puppet::Util's, on a POSIX server): the
    # reserved and unreserved characters of RFC 2396 stay, any other byte
    # is %XX
    URI_UNSAFE = /[^\-_.!~*'()a-zA-Z\d;\/?:@&=+$,\[\]]/.freeze
    URI_ESCAPED = /%[a-fA-F\d]{2}/.freeze
    URI_PARTS = /^(?<scheme>([^:\/?#]+):)?(?<authority>\/\/([^\/?#]*))?(?<path>[^?#]*)(\?(?<query>[^#]*))?(#(?<fragment>.*))?$/.freeze

    def rfc2396_escape(str)
      str.gsub(URI_UNSAFE) { |m| m.bytes.map { |b| format('%%%02X', b) }.join }.force_encoding(Encoding::US_ASCII)
    end

    def uri_unescape(str)
      enc = str.encoding == Encoding::US_ASCII ? Encoding::UTF_8 : str.encoding
      str.gsub(URI_ESCAPED) { [$&[1, 2]].pack('H2').force_encoding(enc) }
    end

    # a query value: CGI.escape's, a space as %20
    def uri_query_encode(query_string)
      return nil if query_string.nil?
      require 'cgi'
      CGI.escape(query_string).gsub('+', '%20')
    end

    # the parts of a URI text each escaped by its own rules: the path by
    # RFC 2396, each query name and value and the fragment as query values
    # (the fragment's '#' itself as %23 unless allow_fragment)
    def uri_encode(path, opts = { :allow_fragment => false })
      raise ArgumentError, 'path may not be nil' if path.nil?
      parts = path.match(URI_PARTS)
      out = ''.encode(Encoding::UTF_8)
      out += parts[:scheme] unless parts[:scheme].nil?
      out += parts[:authority] unless parts[:authority].nil?
      out += rfc2396_escape(parts[:path]) unless parts[:path].nil?
      unless parts[:query].nil?
        out += '?' + parts[:query].split('&').map { |pair| pair.split('=').map { |v| uri_query_encode(v) }.join('=') }.join('&')
      end
      out += (opts[:allow_fragment] ? '#' : '%23') + uri_query_encode(parts[:fragment]) unless parts[:fragment].nil?
      out
    end

    # a file: URI of a path (a '?' and '#' in it begin its query and
    # fragment after the escaping)
    def path_to_uri(path)
      return unless path
      require 'uri'
      params = { :scheme => 'file' }
      params[:path], params[:query] = uri_encode(path).split('?')
      part = params[:query] ? :query : :path
      params[part], _, params[:fragment] = params[part].rpartition('#') if params[part].include?('#')
      begin
        URI::Generic.build(params)
      rescue => e
        raise Puppet::Error, "Failed to convert '#{path}' to URI: #{e}", e.backtrace
      end
    end

    # the path of a URI, unescaped (nil for anything else)
    def uri_to_path(uri)
      return unless uri.is_a?(URI)
      uri_unescape(uri.path.encode(Encoding::UTF_8))
    end

    # the process environment as Puppet's posix mode reads and changes it:
    # ENV, which is the compile's own here (docs/ruby.md), so withenv
    # changes what this compile's Ruby and the commands it runs see, for
    # the block, and no other compile
    def default_env
      :posix
    end

    def get_env(name, mode = default_env)
      posix_env(mode == :windows ? mode : :posix, 'get the environment variable') { ENV[name] }
    end

    def get_environment(mode = default_env)
      posix_env(mode, 'retrieve the environment') { ENV.to_hash }
    end

    def clear_environment(mode = default_env)
      posix_env(mode, 'clear the environment') { ENV.clear }
    end

    def set_env(name, value = nil, mode = default_env)
      posix_env(mode, "set the environment variable #{name}") { ENV[name] = value }
    end

    # a nil value removes the variable
    def merge_environment(env_hash, mode = default_env)
      posix_env(mode, 'merge given values into the current environment') do
        env_hash.each { |name, val| ENV[name.to_s] = val }
      end
    end

    # the block's value in :posix mode; Puppet's :windows mode calls the
    # Windows API (Puppet::Util::Windows::Process, not supported here),
    # another mode is Puppet's RuntimeError
    def posix_env(mode, what)
      return yield if mode == :posix
      Puppet::Util::Windows::Process if mode == :windows
      raise "Unable to #{what} for mode #{mode}"
    end

    # the block run with hash merged into the environment, which is then
    # put back as it was (also when the block raises)
    def withenv(hash, mode = :posix)
      saved = get_environment(mode)
      merge_environment(hash, mode)
      yield
    ensure
      if saved
        clear_environment(mode)
        merge_environment(saved, mode)
      end
    end

    module_function :which, :symbolizehash, :rfc2396_escape, :uri_unescape, :uri_query_encode, :uri_encode,
                    :path_to_uri, :uri_to_path, :default_env, :get_env, :get_environment, :clear_environment,
                    :set_env, :merge_environment, :withenv, :posix_env
    private_class_method :posix_env
  end
end
