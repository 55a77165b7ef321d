# Puppet's HTTP client as module Ruby uses it, for Punch's runtime over its
# Net::HTTP (net_http.rb). Written for Punch from Puppet 7.23's documented
# API and recordings of its behaviour (compiler/golden/httpcases): the class
# names, methods, messages and results are Puppet's, the code is Punch's.
#   Puppet.runtime[:http]          Puppet::HTTP::Client: get/head/post/put/delete,
#                                  Puppet::HTTP::Response, Puppet::HTTP's errors,
#                                  redirects (301, 302, 307) followed
#   Puppet::Network::HttpPool      http_instance / connection (deprecated; warned once)
#                                  answering Net::HTTPResponse objects
# TLS follows Puppet's settings as its client does: localcacert is trusted,
# hostcert/hostprivkey are the client certificate, include_system_store adds
# the system's CAs. Not here: Retry-After (Puppet sleeps and asks again;
# Punch answers the 429/503 response), SRV records and server_list (Puppet's
# own services), HTTP proxies, a body streamed in pieces (one piece).

module Puppet
  module HTTP
    HTTPError = Class.new(Puppet::Error)
    %i[ConnectionError RouteError ProtocolError SerializationError].each { |name| const_set(name, Class.new(HTTPError)) }

    # an answer the caller asked to be an error, with the answer
    class ResponseError < HTTPError
      attr_reader :response

      def initialize(response)
        @response = response
        super(response.reason)
      end
    end

    # Too many redirects or Retry-After answers for one request.
    { TooManyRedirects: 'redirections', TooManyRetryAfters: 'retries' }.each_pair do |name, what|
      const_set(name, Class.new(HTTPError) do
        define_method(:initialize) { |addr| super("Too many HTTP #{what} for #{addr}") }
      end)
    end

    # A scheme, host and port: where requests go.
    class Site
      attr_reader :scheme, :host, :port

      def self.from_uri(uri)
        new(uri.scheme, uri.host, uri.port)
      end

      def initialize(scheme, host, port)
        @scheme, @host, @port = scheme, host, Integer(port)
      end

      def addr
        format('%s://%s:%d', @scheme, @host, @port)
      end
      alias to_s addr

      def use_ssl?
        @scheme == 'https'
      end

      def move_to(uri)
        Site.from_uri(uri)
      end

      def eql?(other)
        other.is_a?(Site) && addr == other.addr
      end
      alias == eql?

      def hash
        addr.hash
      end
    end

    # A response: its code (an Integer), reason and URL; the body and
    # header fields come from the subclass.
    class Response
      attr_reader :url, :code, :reason

      def initialize(url, code, reason)
        @url, @code, @reason = url, code, reason
      end

      %i[body read_body [] each_header].each do |name|
        define_method(name) { |*| raise NotImplementedError }
      end

      def success?
        (200..299).cover?(@code)
      end

      def drain
        body
        true
      end
    end

    # Puppet's response over a Net::HTTPResponse.
    class ResponseNetHTTP < Response
      def initialize(url, answer)
        @punch_answer = answer
        super(url, Integer(answer.code), answer.message)
      end

      def body
        @punch_answer.body
      end

      def read_body(&block)
        raise ArgumentError, 'A block is required' if block.nil?
        @punch_answer.read_body(&block)
      end

      def success?
        Net::HTTPSuccess === @punch_answer
      end

      def [](name)
        @punch_answer[name]
      end

      def each_header(&block)
        @punch_answer.each_header(&block)
      end
    end

    # Puppet's responses as Net::HTTPResponse objects (what the deprecated
    # Connection answers): the class of the code, no reason text.
    module ResponseConverter
      module_function

      def to_ruby_response(response)
        code = response.code.to_s
        kind = Net::HTTPResponse::CODE_TO_OBJ[code] || Net::HTTPResponse::CODE_CLASS_TO_OBJ[code[0]] || Net::HTTPUnknownResponse
        converted = kind.new(nil, code, nil)
        converted.body = response.body
        converted.instance_variable_set(:@read, true)
        response.each_header { |name, text| converted[name] = text }
        converted
      end
    end

    # What an SSL context decides for Punch's transport: files and flags.
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
        path if path.is_a?(String) && File.file?(path)
      rescue StandardError
        nil
      end

      # Puppet's own certificates: its CA bundle and, when both exist, its
      # certificate and key. Without the CA bundle Puppet logs why and
      # trusts nothing (or only the system's CAs, when asked for them).
      def self.puppet(system_store: false)
        ca = setting_file(:localcacert)
        cert = setting_file(:hostcert)
        key = setting_file(:hostprivkey)
        cert = key = nil if cert.nil? || key.nil?
        if ca.nil? && !system_store
          Puppet.err("The CA certificates are missing from '#{Puppet[:localcacert]}'")
          return new(trust_nothing: true)
        end
        new(cacerts_file: ca, client_cert_file: cert, private_key_file: key, system_store: system_store)
      end

      def self.insecure
        new(verify_peer: false)
      end

      def apply(session)
        session.verify_mode = @verify_peer ? OpenSSL::SSL::VERIFY_PEER : OpenSSL::SSL::VERIFY_NONE
        session.ca_file = @cacerts_file
        { punch_cert_file: @client_cert_file, punch_key_file: @private_key_file,
          punch_ca_empty: @trust_nothing, punch_system_store: @system_store }.each_pair do |name, value|
          session.instance_variable_set("@#{name}", value)
        end
      end
    end

    class Client
      attr_reader :pool

      def initialize(pool: nil, ssl_context: nil, system_ssl_context: nil, redirect_limit: 10, retry_limit: 100)
        @pool = pool
        @punch_headers = { 'X-Puppet-Version' => Puppet.version, 'User-Agent' => Client.user_agent }.freeze
        @punch_ssl = ssl_context
        @punch_system_ssl = system_ssl_context
        @punch_redirects = redirect_limit
      end

      def self.user_agent
        Puppet[:http_user_agent]
      rescue StandardError
        "Puppet/#{Puppet.version} Ruby/#{RUBY_VERSION}-p#{RUBY_PATCHLEVEL} (#{RUBY_PLATFORM})"
      end

      # a timeout setting in seconds (Puppet's default when Punch's settings
      # hold it otherwise)
      def self.seconds(name, fallback)
        value = Puppet[name]
        value.is_a?(Numeric) ? value : fallback
      rescue StandardError
        fallback
      end

      # Opens a session to uri's site for the block. What goes wrong is
      # a ConnectionError before the connection is made, else an HTTPError,
      # worded with the time it took.
      def connect(uri, options: {})
        started_at = Time.now
        connected = false
        site = Site.from_uri(uri)
        session = Net::HTTP.new(site.host, site.port)
        session.open_timeout = Client.seconds(:http_connect_timeout, 120)
        session.read_timeout = Client.seconds(:http_read_timeout, 600)
        if site.use_ssl?
          session.use_ssl = true
          __punch_context(options.fetch(:ssl_context, nil), options.fetch(:include_system_store, false)).apply(session)
        end
        session.start
        connected = true
        begin
          yield session if block_given?
        ensure
          session.finish if session.started?
        end
      rescue Puppet::HTTP::HTTPError
        raise
      rescue Exception => e
        raise unless e.is_a?(StandardError) || e.is_a?(Timeout::Error)
        took = (Time.now - started_at).to_f.round(3)
        text = case e
               when Net::OpenTimeout then "Request to #{uri} timed out connect operation after #{took} seconds"
               when Net::ReadTimeout then "Request to #{uri} timed out read operation after #{took} seconds"
               when EOFError then "Request to #{uri} interrupted after #{took} seconds"
               else "Request to #{uri} failed after #{took} seconds: #{e.message}"
               end
        raise (connected ? HTTPError : ConnectionError).new(text, e)
      end

      def get(url, headers: {}, params: {}, options: {}, &block)
        __punch_send(Net::HTTP::Get, url, nil, headers, params, options, &block)
      end

      def head(url, headers: {}, params: {}, options: {})
        __punch_send(Net::HTTP::Head, url, nil, headers, params, options)
      end

      def delete(url, headers: {}, params: {}, options: {})
        __punch_send(Net::HTTP::Delete, url, nil, headers, params, options)
      end

      def post(url, body, headers: {}, params: {}, options: {}, &block)
        __punch_send(Net::HTTP::Post, url, body, headers, params, options, &block)
      end

      def put(url, body, headers: {}, params: {}, options: {})
        __punch_send(Net::HTTP::Put, url, body, headers, params, options)
      end

      def close
        @punch_ssl = @punch_system_ssl = nil
      end

      def default_ssl_context
        PunchSSLContext.puppet
      end

      private

      def __punch_send(kind, url, body, headers, params, options, &block)
        verb = kind::METHOD.downcase
        if kind::REQUEST_HAS_BODY && !body.is_a?(String)
          raise ArgumentError, "'#{verb}' requires a string 'body' argument"
        end
        unless params.empty?
          url = url.dup
          url.query = __punch_query(params)
        end
        req = kind.new(url, @punch_headers.merge(headers))
        if kind::REQUEST_HAS_BODY
          req.body = body
          req.content_length = body.bytesize
          raise ArgumentError, "'#{verb}' requires a 'content-type' header" if req['Content-Type'].nil?
        end
        __punch_run(req, options, &block)
      end

      # Sends req, following redirects up to the limit; the block gets the
      # final response.
      def __punch_run(req, options)
        limit = options.fetch(:redirect_limit, @punch_redirects)
        auth = options.fetch(:basic_auth, nil)
        auth ||= { user: req.uri.user, password: req.uri.password } if req.uri.user && req.uri.password
        hops = 0
        loop do
          response = nil
          connect(req.uri, options: options) do |session|
            req.basic_auth(auth[:user], auth[:password]) if auth && hops.zero?
            response = ResponseNetHTTP.new(req.uri, session.request(req))
          end
          Puppet.debug("HTTP #{req.method.upcase} #{req.uri} returned #{response.code} #{response.reason}")
          unless [301, 302, 307].include?(response.code)
            yield response if block_given?
            return response
          end
          raise TooManyRedirects.new(req.uri) if hops >= limit
          req = __punch_follow(req, response)
          hops += 1
        end
      end

      # the request to send where a redirect points: the same kind, body
      # and header fields, but credentials and cookies only to the same host
      def __punch_follow(req, response)
        target = response['location']
        raise ProtocolError.new('Location response header is missing') if target.nil?
        begin
          target = URI.parse(target)
        rescue URI::InvalidURIError => e
          raise ProtocolError.new("Location URI is invalid: #{e.message}", e)
        end
        moved_to = req.uri.merge(target)
        same_host = req.uri.host.casecmp(moved_to.host).zero?
        followed = req.class.new(moved_to)
        followed.body = req.body
        req.each_header do |name, text|
          next if !same_host && %w[authorization cookie].include?(name.downcase)
          followed[name] = text
        end
        usual = { 'http' => 80, 'https' => 443 }[moved_to.scheme]
        followed['Host'] = moved_to.port == usual ? moved_to.host : "#{moved_to.host}:#{moved_to.port}"
        followed
      end

      # query parameters as Puppet writes them: Arrays repeat the name,
      # nil values are left out, spaces are %20
      def __punch_query(params)
        pairs = params.flat_map do |name, value|
          Array(value.is_a?(Array) ? value : [value]).filter_map do |item|
            next if item.nil?
            unless [true, false].include?(item) || [String, Symbol, Integer, Float].any? { |k| item.is_a?(k) }
              raise SerializationError, "HTTP REST queries cannot handle values of type '#{item.class}'"
            end
            "#{name}=#{URI.encode_www_form_component(item.to_s).gsub('+', '%20')}"
          end
        end
        pairs.join('&')
      end

      def __punch_context(given, system_store)
        if given
          raise HTTPError, 'The ssl_context and include_system_store parameters are mutually exclusive' if system_store
          return given
        end
        if system_store
          @punch_system_ssl ||= PunchSSLContext.puppet(system_store: true)
        else
          @punch_ssl ||= PunchSSLContext.puppet
        end
      end
    end
  end

  # Puppet.runtime: implementations by name (module code asks for :http).
  class Runtime
    def self.instance
      @instance ||= new
    end

    def initialize
      @punch_services = {}
    end

    def [](name)
      @punch_services.fetch(name) do
        raise ArgumentError, "Unknown service #{name}" unless name == :http
        @punch_services[name] = Puppet::HTTP::Client.new
      end
    end

    def []=(name, impl)
      @punch_services[name] = impl
    end

    def clear
      @punch_services.clear
    end
  end

  module SSL
    SSLError = Class.new(Puppet::Error) unless const_defined?(:SSLError, false)

    # the host and SSL context a deprecated Connection verifies with
    class Verifier
      attr_reader :ssl_context

      def initialize(hostname, ssl_context)
        @punch_host = hostname
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
      RedirectionLimitExceededException = Class.new(Puppet::Error)

      # Deprecated in Puppet 7: Net::HTTP's interface over Puppet's client,
      # answering Net::HTTPResponse objects.
      class Connection
        include Puppet::HTTP::ResponseConverter

        OPTION_DEFAULTS = { use_ssl: true, verifier: nil, redirect_limit: 10 }.freeze

        def initialize(host, port, options = {})
          unknown = options.keys - OPTION_DEFAULTS.keys
          raise Puppet::Error, "Unrecognized option(s): #{unknown.map(&:inspect).sort.join(', ')}" unless unknown.empty?

          settings = OPTION_DEFAULTS.merge(options)
          if settings[:use_ssl]
            unless settings[:verifier].is_a?(Puppet::SSL::Verifier)
              raise ArgumentError, "Expected an instance of Puppet::SSL::Verifier but was passed a #{settings[:verifier].class}"
            end
            @verifier = settings[:verifier]
          end
          @punch_redirects = settings[:redirect_limit]
          @site = Puppet::HTTP::Site.new(settings[:use_ssl] ? 'https' : 'http', host, port)
          @client = Puppet.runtime[:http]
        end

        attr_reader :verifier

        def address
          @site.host
        end

        def port
          @site.port
        end

        def use_ssl?
          @site.use_ssl?
        end

        def get(path, headers = {}, options = {})
          __punch_call(:get, path, nil, headers, options)
        end

        def head(path, headers = {}, options = {})
          __punch_call(:head, path, nil, headers, options)
        end

        def delete(path, headers = { 'Depth' => 'Infinity' }, options = {})
          __punch_call(:delete, path, nil, headers, options)
        end

        def post(path, data, headers = nil, options = {})
          __punch_call(:post, path, data || '', __punch_form(headers), options)
        end

        def put(path, data, headers = nil, options = {})
          __punch_call(:put, path, data || '', __punch_form(headers), options)
        end

        # request_get(path, headers) { |response| } and friends: the block
        # sees the converted response; errors are not logged here
        def request_get(path, headers = nil, &block)
          __punch_plain(:get, path, nil, headers || {}, &block)
        end

        def request_head(path, headers = nil, &block)
          __punch_plain(:head, path, nil, headers || {}, &block)
        end

        def request_post(path, data, headers = nil, &block)
          __punch_plain(:post, path, data, __punch_form(headers), &block)
        end

        private

        def __punch_form(headers)
          headers ||= {}
          headers['Content-Type'] ||= 'application/x-www-form-urlencoded'
          headers
        end

        def __punch_args(verb, path, data, headers, options)
          args = [__punch_url(path)]
          args << data if %i[post put].include?(verb)
          [args, { headers: headers || {}, options: options }]
        end

        def __punch_plain(verb, path, data, headers)
          args, kw = __punch_args(verb, path, data, headers, ssl_context: __punch_ssl, redirect_limit: @punch_redirects)
          converted = to_ruby_response(@client.public_send(verb, *args, **kw))
          yield converted if block_given?
          converted
        end

        def __punch_call(verb, path, data, headers, options)
          options[:ssl_context] ||= __punch_ssl
          options[:redirect_limit] ||= @punch_redirects
          args, kw = __punch_args(verb, path, data, headers, options)
          to_ruby_response(@client.public_send(verb, *args, **kw))
        rescue Puppet::HTTP::TooManyRedirects => e
          raise RedirectionLimitExceededException.new("Too many HTTP redirections for #{@host}:#{@port}", e)
        rescue Puppet::HTTP::HTTPError => e
          # Puppet logs the failure, then raises its cause when that is a
          # timeout, an HTTP error or an end of file, else the error itself
          Puppet.log_exception(e, e.message)
          passed_on = [Net::OpenTimeout, Net::ReadTimeout, Net::HTTPError, EOFError].any? { |k| e.cause.is_a?(k) }
          raise(passed_on ? e.cause : e)
        end

        def __punch_ssl
          return nil unless @site.use_ssl?
          @verifier.ssl_context || Puppet::SSL::SSLProvider.new.load_context(certname: Puppet[:certname])
        end

        # a path (or a whole http(s) URL, of which the path and query are
        # kept) on this connection's site
        def __punch_url(path)
          query = nil
          if path.match?(%r{\Ahttps?://})
            given = URI(path)
            path, query = given.path, given.query
          end
          url = URI("#{@site.addr}/#{path.delete_prefix('/')}")
          url.query = query if query
          url
        end
      end
    end

    # Deprecated in Puppet 7 (each method warned once, as Puppet does).
    module HttpPool
      class << self
        attr_accessor :http_client_class

        def http_instance(host, port, use_ssl = true, verify_peer = true)
          __punch_deprecated('http_instance')
          context = verify_peer ? nil : Puppet::SSL::SSLProvider.new.create_insecure_context
          http_client_class.new(host, port, use_ssl: use_ssl, verifier: Puppet::SSL::Verifier.new(host, context))
        end

        def connection(host, port, use_ssl: true, ssl_context: nil)
          __punch_deprecated('connection')
          if !use_ssl
            if ssl_context
              Puppet.warning("An ssl_context is unnecessary when connecting to 'http://#{host}:#{port}' and will be ignored")
            end
            return http_client_class.new(host, port, use_ssl: false)
          end
          raise ArgumentError, "An ssl_context is required when connecting to 'https://#{host}:#{port}'" if ssl_context.nil?
          http_client_class.new(host, port, use_ssl: true, verifier: Puppet::SSL::Verifier.new(host, ssl_context))
        end

        private

        def __punch_deprecated(name)
          Puppet.warn_once('deprecations', self,
                           "The method 'Puppet::Network::HttpPool.#{name}' is deprecated. Use Puppet.runtime[:http] instead")
        end
      end
      self.http_client_class = Puppet::Network::HTTP::Connection
    end
  end

  # Puppet::Util::Logging#log_exception with Puppet[:trace] false: the
  # message, then each wrapped error's.
  def self.log_exception(exception, message = :default, _options = {})
    parts = []
    parts << (message == :default ? exception.message : message) unless message.nil?
    inner = exception.respond_to?(:original) ? exception.original : nil
    until inner.nil?
      parts.push('Wrapped exception:', inner.message)
      inner = inner.respond_to?(:original) ? inner.original : nil
    end
    Puppet.err(parts.join("\n"))
  end
end
