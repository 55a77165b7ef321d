# Puppet's HTTP client as module Ruby uses it, written for Punch's runtime
# over its Net::HTTP (net_http.rb), following Puppet 7.23's behaviour:
# Puppet.runtime[:http] (Puppet::HTTP::Client: get/head/post/put/delete,
# Puppet's response and error classes, redirects), and the deprecated
# Puppet::Network::HttpPool.http_instance / connection
# (Puppet::Network::HTTP::Connection, answering Net::HTTPResponse objects).
# TLS uses Puppet's settings as Puppet's client does: localcacert to trust,
# hostcert/hostprivkey as the client certificate; include_system_store adds
# the system's CAs. Not here: Retry-After (Puppet sleeps and retries; Punch
# answers the 429/503 response), SRV records and server_list (Puppet's own
# services), HTTP proxies, streaming a body in pieces (one piece).

module Puppet
  module HTTP
    class HTTPError < Puppet::Error; end
    class ConnectionError < HTTPError; end
    class RouteError < HTTPError; end
    class ProtocolError < HTTPError; end
    class SerializationError < HTTPError; end

    class ResponseError < HTTPError
      attr_reader :response

      def initialize(response)
        super(response.reason)
        @response = response
      end
    end

    class TooManyRedirects < HTTPError
      def initialize(addr)
        super("Too many HTTP redirections for #{addr}")
      end
    end

    class TooManyRetryAfters < HTTPError
      def initialize(addr)
        super("Too many HTTP retries for #{addr}")
      end
    end

    class Site
      attr_reader :scheme, :host, :port

      def self.from_uri(uri)
        new(uri.scheme, uri.host, uri.port)
      end

      def initialize(scheme, host, port)
        @scheme = scheme
        @host = host
        @port = port.to_i
      end

      def addr
        "#{@scheme}://#{@host}:#{@port}"
      end
      alias to_s addr

      def use_ssl?
        @scheme == 'https'
      end

      def move_to(uri)
        self.class.new(uri.scheme, uri.host, uri.port)
      end

      def ==(other)
        (@scheme == other.scheme) && (@host == other.host) && (@port == other.port)
      end
      alias eql? ==

      def hash
        [@scheme, @host, @port].hash
      end
    end

    class Response
      attr_reader :url

      def initialize(url, code, reason)
        @url = url
        @code = code
        @reason = reason
      end

      def code
        @code
      end

      def reason
        @reason
      end

      def body
        raise NotImplementedError
      end

      def read_body(&block)
        raise NotImplementedError
      end

      def success?
        200 <= @code && @code < 300
      end

      def [](name)
        raise NotImplementedError
      end

      def each_header(&block)
        raise NotImplementedError
      end

      def drain
        body
        true
      end
    end

    class ResponseNetHTTP < Response
      def initialize(url, nethttp)
        super(url, nethttp.code.to_i, nethttp.message)
        @nethttp = nethttp
      end

      def body
        @nethttp.body
      end

      def read_body(&block)
        raise ArgumentError, 'A block is required' unless block_given?
        @nethttp.read_body(&block)
      end

      def success?
        @nethttp.is_a?(Net::HTTPSuccess)
      end

      def [](name)
        @nethttp[name]
      end

      def each_header(&block)
        @nethttp.each_header(&block)
      end
    end

    module ResponseConverter
      module_function

      def to_ruby_response(response)
        str_code = response.code.to_s
        clazz = Net::HTTPResponse::CODE_TO_OBJ[str_code] ||
                Net::HTTPResponse::CODE_CLASS_TO_OBJ[str_code[0, 1]] ||
                Net::HTTPUnknownResponse
        result = clazz.new(nil, str_code, nil)
        result.body = response.body
        result.instance_variable_set(:@read, true)
        response.each_header do |k, v|
          result[k] = v
        end
        result
      end
    end

    # Punch's SSL context: what Puppet's SSLContext decides for a
    # connection, as files and flags for the transport.
    class PunchSSLContext
      attr_reader :verify_peer, :cacerts_file, :client_cert_file, :private_key_file, :system_store, :trust_nothing

      def initialize(verify_peer: true, cacerts_file: nil, client_cert_file: nil, private_key_file: nil,
                     system_store: false, trust_nothing: false)
        @verify_peer = verify_peer
        @cacerts_file = cacerts_file
        @client_cert_file = client_cert_file
        @private_key_file = private_key_file
        @system_store = system_store
        @trust_nothing = trust_nothing
      end

      def self.setting_file(name)
        path = Puppet[name]
        path.is_a?(String) && File.file?(path) ? path : nil
      rescue StandardError
        nil
      end

      # Puppet's context from its own certificates: its CA bundle and, when
      # both are there, its certificate and key. Without the CA bundle
      # Puppet logs why and trusts nothing.
      def self.puppet(system_store: false)
        ca = setting_file(:localcacert)
        cert = setting_file(:hostcert)
        key = setting_file(:hostprivkey)
        cert = key = nil unless cert && key
        if ca.nil? && !system_store
          Puppet.err("The CA certificates are missing from '#{Puppet[:localcacert]}'")
          return new(trust_nothing: true)
        end
        new(cacerts_file: ca, client_cert_file: cert, private_key_file: key, system_store: system_store)
      end

      def self.insecure
        new(verify_peer: false)
      end

      def apply(http)
        http.verify_mode = @verify_peer ? OpenSSL::SSL::VERIFY_PEER : OpenSSL::SSL::VERIFY_NONE
        http.ca_file = @cacerts_file
        http.instance_variable_set(:@punch_cert_file, @client_cert_file)
        http.instance_variable_set(:@punch_key_file, @private_key_file)
        http.instance_variable_set(:@punch_ca_empty, @trust_nothing)
        http.instance_variable_set(:@punch_system_store, @system_store)
      end
    end

    class Client
      attr_reader :pool

      def initialize(pool: nil, ssl_context: nil, system_ssl_context: nil, redirect_limit: 10, retry_limit: 100)
        @pool = pool
        user_agent = begin
          Puppet[:http_user_agent]
        rescue StandardError
          "Puppet/#{Puppet.version} Ruby/#{RUBY_VERSION}-p#{RUBY_PATCHLEVEL} (#{RUBY_PLATFORM})"
        end
        @default_headers = {
          'X-Puppet-Version' => Puppet.version,
          'User-Agent' => user_agent
        }.freeze
        @default_ssl_context = ssl_context
        @default_system_ssl_context = system_ssl_context
        @default_redirect_limit = redirect_limit
      end

      def connect(uri, options: {}, &block)
        start = Time.now
        connected = false
        site = Site.from_uri(uri)
        http = Net::HTTP.new(site.host, site.port)
        http.open_timeout = Client.timeout_setting(:http_connect_timeout, 120)
        http.read_timeout = Client.timeout_setting(:http_read_timeout, 600)
        if site.use_ssl?
          http.use_ssl = true
          ctx = resolve_ssl_context(options.fetch(:ssl_context, nil), options.fetch(:include_system_store, false))
          ctx.apply(http)
        end
        http.start
        begin
          connected = true
          yield http if block_given?
        ensure
          http.finish if http.started?
        end
      rescue Net::OpenTimeout => e
        raise_error("Request to #{uri} timed out connect operation after #{elapsed(start)} seconds", e, connected)
      rescue Net::ReadTimeout => e
        raise_error("Request to #{uri} timed out read operation after #{elapsed(start)} seconds", e, connected)
      rescue EOFError => e
        raise_error("Request to #{uri} interrupted after #{elapsed(start)} seconds", e, connected)
      rescue Puppet::HTTP::HTTPError
        raise
      rescue => e
        raise_error("Request to #{uri} failed after #{elapsed(start)} seconds: #{e.message}", e, connected)
      end

      def get(url, headers: {}, params: {}, options: {}, &block)
        url = encode_query(url, params)
        request = Net::HTTP::Get.new(url, @default_headers.merge(headers))
        execute_streaming(request, options: options, &block)
      end

      def head(url, headers: {}, params: {}, options: {})
        url = encode_query(url, params)
        request = Net::HTTP::Head.new(url, @default_headers.merge(headers))
        execute_streaming(request, options: options)
      end

      def put(url, body, headers: {}, params: {}, options: {})
        raise ArgumentError, "'put' requires a string 'body' argument" unless body.is_a?(String)
        url = encode_query(url, params)
        request = Net::HTTP::Put.new(url, @default_headers.merge(headers))
        request.body = body
        request.content_length = body.bytesize
        raise ArgumentError, "'put' requires a 'content-type' header" unless request['Content-Type']
        execute_streaming(request, options: options)
      end

      def post(url, body, headers: {}, params: {}, options: {}, &block)
        raise ArgumentError, "'post' requires a string 'body' argument" unless body.is_a?(String)
        url = encode_query(url, params)
        request = Net::HTTP::Post.new(url, @default_headers.merge(headers))
        request.body = body
        request.content_length = body.bytesize
        raise ArgumentError, "'post' requires a 'content-type' header" unless request['Content-Type']
        execute_streaming(request, options: options, &block)
      end

      def delete(url, headers: {}, params: {}, options: {})
        url = encode_query(url, params)
        request = Net::HTTP::Delete.new(url, @default_headers.merge(headers))
        execute_streaming(request, options: options)
      end

      def close
        @default_ssl_context = nil
        @default_system_ssl_context = nil
      end

      def default_ssl_context
        PunchSSLContext.puppet
      end

      def self.timeout_setting(name, default)
        v = Puppet[name]
        v.is_a?(Numeric) ? v : default
      rescue StandardError
        default
      end

      protected

      def encode_query(url, params)
        return url if params.empty?
        url = url.dup
        url.query = encode_params(params)
        url
      end

      private

      def execute_streaming(request, options: {}, &block)
        limit = options.fetch(:redirect_limit, @default_redirect_limit)
        basic_auth = options.fetch(:basic_auth, nil)
        if !basic_auth && request.uri.user && request.uri.password
          basic_auth = { user: request.uri.user, password: request.uri.password }
        end
        redirects = 0
        response = nil
        loop do
          redirected = false
          connect(request.uri, options: options) do |http|
            request.basic_auth(basic_auth[:user], basic_auth[:password]) if basic_auth && redirects.zero?
            nethttp = http.request(request)
            response = ResponseNetHTTP.new(request.uri, nethttp)
            Puppet.debug("HTTP #{request.method.upcase} #{request.uri} returned #{response.code} #{response.reason}")
            if [301, 302, 307].include?(response.code)
              request = redirect_to(request, response, redirects, limit)
              redirects += 1
              redirected = true
            elsif block_given?
              yield response
            end
          end
          break unless redirected
        end
        response
      end

      def redirect_to(request, response, redirects, limit)
        raise TooManyRedirects.new(request.uri) if redirects >= limit
        location = response['location']
        raise ProtocolError.new('Location response header is missing') unless location
        begin
          location = URI.parse(location)
        rescue URI::InvalidURIError => e
          raise ProtocolError.new("Location URI is invalid: #{e.message}", e)
        end
        url = request.uri.merge(location)
        new_request = request.class.new(url)
        new_request.body = request.body
        request.each do |header, value|
          next if header.casecmp('Authorization').zero? && request.uri.host.casecmp(url.host) != 0
          next if header.casecmp('Cookie').zero? && request.uri.host.casecmp(url.host) != 0
          new_request[header] = value
        end
        new_request['Host'] = if (url.scheme == 'https' && url.port == 443) || (url.scheme == 'http' && url.port == 80)
                                url.host
                              else
                                "#{url.host}:#{url.port}"
                              end
        new_request
      end

      def encode_params(params)
        pairs = []
        params.each do |key, value|
          (value.is_a?(Array) ? value : [value]).each do |v|
            case v
            when nil
              next
            when true, false, String, Symbol, Integer, Float
              pairs << "#{key}=#{URI.encode_www_form_component(v.to_s).gsub('+', '%20')}"
            else
              raise SerializationError, "HTTP REST queries cannot handle values of type '#{v.class}'"
            end
          end
        end
        pairs.join('&')
      end

      def elapsed(start)
        (Time.now - start).to_f.round(3)
      end

      def raise_error(message, cause, connected)
        if connected
          raise HTTPError.new(message, cause)
        else
          raise ConnectionError.new(message, cause)
        end
      end

      def resolve_ssl_context(ssl_context, include_system_store)
        if ssl_context
          raise HTTPError, 'The ssl_context and include_system_store parameters are mutually exclusive' if include_system_store
          ssl_context
        elsif include_system_store
          @default_system_ssl_context ||= PunchSSLContext.puppet(system_store: true)
        else
          @default_ssl_context ||= PunchSSLContext.puppet
        end
      end
    end
  end

  # Puppet.runtime: the implementations Puppet looks up by name (only
  # :http is one module code asks for).
  class Runtime
    def self.instance
      @instance ||= new
    end

    def initialize
      @runtime_services = {}
    end

    def [](name)
      service = @runtime_services[name]
      return service if service
      case name
      when :http
        @runtime_services[name] = Puppet::HTTP::Client.new
      else
        raise ArgumentError, "Unknown service #{name}"
      end
    end

    def []=(name, impl)
      @runtime_services[name] = impl
    end

    def clear
      @runtime_services.clear
    end
  end

  module SSL
    class SSLError < Puppet::Error; end unless const_defined?(:SSLError, false)

    class Verifier
      attr_reader :ssl_context

      def initialize(hostname, ssl_context)
        @hostname = hostname
        @ssl_context = ssl_context
      end
    end

    class SSLProvider
      def create_insecure_context
        Puppet::HTTP::PunchSSLContext.insecure
      end

      def create_system_context(cacerts: [], include_client_cert: false)
        Puppet::HTTP::PunchSSLContext.puppet(system_store: true)
      end

      def load_context(certname: nil, revocation: nil, password: nil)
        Puppet::HTTP::PunchSSLContext.puppet
      end

      def create_root_context(cacerts: [], revocation: nil)
        Puppet::HTTP::PunchSSLContext.new(trust_nothing: true)
      end
    end
  end

  module Network
    module HTTP
      class RedirectionLimitExceededException < Puppet::Error; end

      # Deprecated in Puppet 7: Net::HTTP's interface over Puppet's client.
      class Connection
        include Puppet::HTTP::ResponseConverter

        OPTION_DEFAULTS = { use_ssl: true, verifier: nil, redirect_limit: 10 }

        def initialize(host, port, options = {})
          unknown_options = options.keys - OPTION_DEFAULTS.keys
          raise Puppet::Error, "Unrecognized option(s): #{unknown_options.map(&:inspect).sort.join(', ')}" unless unknown_options.empty?

          options = OPTION_DEFAULTS.merge(options)
          @use_ssl = options[:use_ssl]
          if @use_ssl
            unless options[:verifier].is_a?(Puppet::SSL::Verifier)
              raise ArgumentError, "Expected an instance of Puppet::SSL::Verifier but was passed a #{options[:verifier].class}"
            end
            @verifier = options[:verifier]
          end
          @redirect_limit = options[:redirect_limit]
          @site = Puppet::HTTP::Site.new(@use_ssl ? 'https' : 'http', host, port)
          @client = Puppet.runtime[:http]
        end

        def address
          @site.host
        end

        def port
          @site.port
        end

        def use_ssl?
          @site.use_ssl?
        end

        def verifier
          @verifier
        end

        def get(path, headers = {}, options = {})
          headers ||= {}
          options[:ssl_context] ||= resolve_ssl_context
          options[:redirect_limit] ||= @redirect_limit
          with_error_handling do
            to_ruby_response(@client.get(to_url(path), headers: headers, options: options))
          end
        end

        def post(path, data, headers = nil, options = {})
          headers ||= {}
          headers['Content-Type'] ||= 'application/x-www-form-urlencoded'
          data ||= ''
          options[:ssl_context] ||= resolve_ssl_context
          options[:redirect_limit] ||= @redirect_limit
          with_error_handling do
            to_ruby_response(@client.post(to_url(path), data, headers: headers, options: options))
          end
        end

        def head(path, headers = {}, options = {})
          headers ||= {}
          options[:ssl_context] ||= resolve_ssl_context
          options[:redirect_limit] ||= @redirect_limit
          with_error_handling do
            to_ruby_response(@client.head(to_url(path), headers: headers, options: options))
          end
        end

        def delete(path, headers = { 'Depth' => 'Infinity' }, options = {})
          headers ||= {}
          options[:ssl_context] ||= resolve_ssl_context
          options[:redirect_limit] ||= @redirect_limit
          with_error_handling do
            to_ruby_response(@client.delete(to_url(path), headers: headers, options: options))
          end
        end

        def put(path, data, headers = nil, options = {})
          headers ||= {}
          headers['Content-Type'] ||= 'application/x-www-form-urlencoded'
          data ||= ''
          options[:ssl_context] ||= resolve_ssl_context
          options[:redirect_limit] ||= @redirect_limit
          with_error_handling do
            to_ruby_response(@client.put(to_url(path), data, headers: headers, options: options))
          end
        end

        def request_get(*args, &block)
          path, headers = *args
          headers ||= {}
          options = { ssl_context: resolve_ssl_context, redirect_limit: @redirect_limit }
          ruby_response = nil
          @client.get(to_url(path), headers: headers, options: options) do |response|
            ruby_response = to_ruby_response(response)
            yield ruby_response if block_given?
          end
          ruby_response
        end

        def request_head(*args, &block)
          path, headers = *args
          headers ||= {}
          options = { ssl_context: resolve_ssl_context, redirect_limit: @redirect_limit }
          response = @client.head(to_url(path), headers: headers, options: options)
          ruby_response = to_ruby_response(response)
          yield ruby_response if block_given?
          ruby_response
        end

        def request_post(*args, &block)
          path, data, headers = *args
          headers ||= {}
          headers['Content-Type'] ||= 'application/x-www-form-urlencoded'
          options = { ssl_context: resolve_ssl_context, redirect_limit: @redirect_limit }
          ruby_response = nil
          @client.post(to_url(path), data, headers: headers, options: options) do |response|
            ruby_response = to_ruby_response(response)
            yield ruby_response if block_given?
          end
          ruby_response
        end

        private

        def resolve_ssl_context
          return nil unless @site.use_ssl?
          ctx = @verifier.ssl_context
          return ctx if ctx
          Puppet::SSL::SSLProvider.new.load_context(certname: Puppet[:certname])
        end

        def to_url(path)
          if path =~ %r{^https?://}
            abs_form = URI(path)
            url = URI("#{@site.addr}/#{normalize_path(abs_form.path)}")
            url.query = abs_form.query if abs_form.query
            url
          else
            URI("#{@site.addr}/#{normalize_path(path)}")
          end
        end

        def normalize_path(path)
          path[0] == '/' ? path[1..-1] : path
        end

        def with_error_handling
          yield
        rescue Puppet::HTTP::TooManyRedirects => e
          raise RedirectionLimitExceededException.new("Too many HTTP redirections for #{@host}:#{@port}", e)
        rescue Puppet::HTTP::HTTPError => e
          Puppet.log_exception(e, e.message)
          case e.cause
          when Net::OpenTimeout, Net::ReadTimeout, Net::HTTPError, EOFError
            raise e.cause
          else
            raise e
          end
        end
      end
    end

    # Deprecated in Puppet 7 (warned once per process, as Puppet does).
    module HttpPool
      @http_client_class = Puppet::Network::HTTP::Connection

      def self.http_client_class
        @http_client_class
      end

      def self.http_client_class=(klass)
        @http_client_class = klass
      end

      def self.http_instance(host, port, use_ssl = true, verify_peer = true)
        Puppet.warn_once('deprecations', self, "The method 'Puppet::Network::HttpPool.http_instance' is deprecated. Use Puppet.runtime[:http] instead")
        if verify_peer
          verifier = Puppet::SSL::Verifier.new(host, nil)
        else
          ssl = Puppet::SSL::SSLProvider.new
          verifier = Puppet::SSL::Verifier.new(host, ssl.create_insecure_context)
        end
        http_client_class.new(host, port, use_ssl: use_ssl, verifier: verifier)
      end

      def self.connection(host, port, use_ssl: true, ssl_context: nil)
        Puppet.warn_once('deprecations', self, "The method 'Puppet::Network::HttpPool.connection' is deprecated. Use Puppet.runtime[:http] instead")
        if use_ssl
          unless ssl_context
            raise ArgumentError, "An ssl_context is required when connecting to 'https://#{host}:#{port}'"
          end
          verifier = Puppet::SSL::Verifier.new(host, ssl_context)
          http_client_class.new(host, port, use_ssl: true, verifier: verifier)
        else
          if ssl_context
            Puppet.warning("An ssl_context is unnecessary when connecting to 'http://#{host}:#{port}' and will be ignored")
          end
          http_client_class.new(host, port, use_ssl: false)
        end
      end
    end
  end

  # Puppet::Util::Logging#log_exception without the backtrace
  # (Puppet[:trace] is false): the message, then the wrapped one.
  def self.log_exception(exception, message = :default, options = {})
    lines = []
    lines << (message == :default ? exception.message : message) unless message.nil?
    original = exception.respond_to?(:original) ? exception.original : nil
    while original
      lines << 'Wrapped exception:'
      lines << original.message
      original = original.respond_to?(:original) ? original.original : nil
    end
    Puppet.err(lines.join("\n"))
  end
end
