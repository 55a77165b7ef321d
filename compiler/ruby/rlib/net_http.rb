# Net::HTTP of Ruby 3.1 for Punch's runtime, as module code uses it (Hiera
# backends and functions that read secrets and data over HTTP). Written for
# Punch from Ruby's documented behaviour and recordings of it
# (testdata/http): the classes, methods, defaults, header rules and error
# texts are Ruby's, the code is Punch's. The I/O is Go's (nethttp.go:
# __punch_connect, __punch_request, __punch_close). Not here: proxies
# (http_proxy is not read), body_stream, Expect: 100-continue, and OpenSSL
# objects for cert/key/cert_store (ca_file works).

module Timeout
  class Error < RuntimeError; end unless const_defined?(:Error, false)
end
class SocketError < StandardError; end unless Object.const_defined?(:SocketError, false)
module Errno
  { ECONNREFUSED: 111, ECONNRESET: 104, EHOSTUNREACH: 113, ENETUNREACH: 101, ETIMEDOUT: 110, EPIPE: 32,
    EADDRNOTAVAIL: 99 }.each do |name, number|
    next if const_defined?(name, false)
    errno_class = Class.new(SystemCallError)
    errno_class.const_set(:Errno, number)
    const_set(name, errno_class)
  end
end
module Zlib
  class Error < StandardError; end unless const_defined?(:Error, false)
  class DataError < Error; end unless const_defined?(:DataError, false)
end

module Net
  # Ruby's protocol error tree (net/protocol.rb), names and parents.
  [%w[ProtocolError StandardError], %w[ProtoSyntaxError ProtocolError], %w[ProtoFatalError ProtocolError],
   %w[ProtoUnknownError ProtocolError], %w[ProtoServerError ProtocolError], %w[ProtoAuthError ProtocolError],
   %w[ProtoCommandError ProtocolError], %w[ProtoRetriableError ProtocolError], %w[HTTPBadResponse StandardError],
   %w[HTTPHeaderSyntaxError StandardError]].each do |name, parent|
    const_set(name, Class.new(parent == 'StandardError' ? ::StandardError : const_get(parent)))
  end
  ProtocRetryError = ProtoRetriableError
  OpenTimeout = Class.new(Timeout::Error)
  ReadTimeout = Class.new(Timeout::Error)
  WriteTimeout = Class.new(Timeout::Error)

  # The exceptions HTTPResponse#value raises carry the response.
  module HTTPExceptions
    attr_reader :response

    def initialize(text, response)
      super(text)
      @response = response
    end

    def data
      @response
    end
  end
  { HTTPError: ProtocolError, HTTPRetriableError: ProtoRetriableError,
    HTTPServerException: ProtoServerError, HTTPFatalError: ProtoFatalError }.each do |name, parent|
    const_set(name, Class.new(parent) { include HTTPExceptions })
  end
  HTTPClientException = HTTPServerException

  # Header fields of a request or a response. Names compare without case
  # and are kept lower-case, in the order first set; each has its list of
  # values (joined by ", " when read as one).
  module HTTPHeader
    FIELD_BREAK = /[\r\n]/n

    def initialize_http_header(initial)
      @punch_fields = {}
      return if initial.nil?
      initial.each do |name, value|
        # Ruby skips a nil value (with a warning under -w)
        next if value.nil?
        text = value.strip
        if text.count("\r\n") > 0
          raise ArgumentError, "header #{name} has field value #{text.inspect}, this cannot include CR/LF"
        end
        @punch_fields[__punch_name(name)] = [text]
      end
    end

    def __punch_name(name)
      name.downcase.to_s
    end
    private :__punch_name

    # the values of val as field texts: an Enumerable gives each of its
    # elements (nested ones too), anything else its to_s
    def __punch_texts(val, into = [])
      if val.is_a?(Enumerable)
        val.each { |item| __punch_texts(item, into) }
      else
        text = val.to_s
        raise ArgumentError, 'header field value cannot include CR/LF' if FIELD_BREAK.match?(text.b)
        into << text
      end
      into
    end
    private :__punch_texts

    def size
      @punch_fields.size
    end
    alias length size

    def [](name)
      list = @punch_fields[__punch_name(name)]
      list && list.join(', ')
    end

    def []=(name, val)
      if val
        __punch_set(name, val)
      else
        @punch_fields.delete(__punch_name(name))
        val
      end
    end

    def __punch_set(name, val)
      @punch_fields[__punch_name(name)] = __punch_texts(val)
    end
    private :__punch_set

    def add_field(name, val)
      existing = @punch_fields[__punch_name(name)]
      existing ? __punch_texts(val, existing) : __punch_set(name, val)
    end

    def get_fields(name)
      list = @punch_fields[__punch_name(name)]
      list && list.dup
    end

    def fetch(name, *default, &block)
      found = @punch_fields.fetch(__punch_name(name), *default, &block)
      found.is_a?(Array) ? found.join(', ') : found
    end

    def delete(name)
      @punch_fields.delete(__punch_name(name))
    end

    def key?(name)
      @punch_fields.key?(__punch_name(name))
    end

    def to_hash
      @punch_fields.dup
    end

    def each_header
      return to_enum(:each_header) { @punch_fields.size } unless block_given?
      @punch_fields.each_pair { |name, list| yield name, list.join(', ') }
    end
    alias each each_header

    def each_name(&block)
      return to_enum(:each_name) { @punch_fields.size } unless block
      @punch_fields.each_key(&block)
    end
    alias each_key each_name

    def each_value
      return to_enum(:each_value) { @punch_fields.size } unless block_given?
      @punch_fields.each_value { |list| yield list.join(', ') }
    end

    def __punch_capital(name)
      name.to_s.split('-').map(&:capitalize).join('-')
    end
    private :__punch_capital

    def each_capitalized_name
      return to_enum(:each_capitalized_name) { @punch_fields.size } unless block_given?
      @punch_fields.each_key { |name| yield __punch_capital(name) }
    end

    def each_capitalized
      return to_enum(:each_capitalized) { @punch_fields.size } unless block_given?
      @punch_fields.each_pair { |name, list| yield __punch_capital(name), list.join(', ') }
    end
    alias canonical_each each_capitalized

    def content_length
      text = self['content-length']
      return nil if text.nil?
      digits = text[/\d+/]
      raise Net::HTTPHeaderSyntaxError, 'wrong Content-Length format' if digits.nil?
      digits.to_i
    end

    def content_length=(len)
      if len
        @punch_fields['content-length'] = [Integer(len).to_s]
      else
        @punch_fields.delete('content-length')
        nil
      end
    end

    def chunked?
      coding = self['transfer-encoding']
      !coding.nil? && coding.match?(/(?:\A|[^\-\w])chunked(?![\-\w])/i)
    end

    # Content-Type without its parameters, split at the slash
    def __punch_media
      text = self['content-type']
      return nil if text.nil?
      text.split(';').first.to_s.split('/')
    end
    private :__punch_media

    def main_type
      parts = __punch_media
      parts && parts[0].to_s.strip
    end

    def sub_type
      parts = __punch_media
      parts && parts[1] && parts[1].strip
    end

    def content_type
      main = main_type
      return nil if main.nil?
      sub = sub_type
      sub ? "#{main}/#{sub}" : main
    end

    def type_params
      params = self['content-type'].to_s.split(';').drop(1)
      params.each_with_object({}) do |param, out|
        name, value = param.split('=', 2)
        out[name.strip] = value.strip
      end
    end

    def set_content_type(type, params = {})
      text = params.inject(type.dup) { |acc, (name, value)| acc + "; #{name}=#{value}" }
      @punch_fields['content-type'] = [text]
    end
    alias content_type= set_content_type

    def set_form_data(params, sep = '&')
      encoded = URI.encode_www_form(params)
      encoded = encoded.split('&').join(sep) unless sep == '&'
      self.body = encoded
      self.content_type = 'application/x-www-form-urlencoded'
    end
    alias form_data= set_form_data

    def __punch_basic(user, password)
      "Basic #{["#{user}:#{password}"].pack('m0')}"
    end
    private :__punch_basic

    def basic_auth(user, password)
      @punch_fields['authorization'] = [__punch_basic(user, password)]
    end

    def proxy_basic_auth(user, password)
      @punch_fields['proxy-authorization'] = [__punch_basic(user, password)]
    end

    def __punch_token?(token)
      pattern = /(?:\A|,)\s*#{token}\s*(?:\z|,)/i
      %w[connection proxy-connection].any? do |name|
        (@punch_fields[name] || []).any? { |text| pattern.match?(text) }
      end
    end
    private :__punch_token?

    def connection_close?
      __punch_token?('close')
    end

    def connection_keep_alive?
      __punch_token?('keep-alive')
    end
  end

  # What Ruby adds to a request whose caller named no Accept-Encoding or
  # Range: it then inflates the body itself.
  PUNCH_ACCEPT_ENCODING = 'gzip;q=1.0,deflate;q=0.6,identity;q=0.3'

  class HTTPGenericRequest
    include HTTPHeader

    attr_reader :method, :path, :uri, :decode_content, :body, :body_stream

    def initialize(verb, with_body, answered_with_body, target, initheader = nil)
      @method = verb
      @request_has_body = with_body
      @response_has_body = answered_with_body
      host = nil
      # URI::Generic: Punch's URI classes do not include the URI module,
      # which Ruby's URI === target tests
      if target.is_a?(URI::Generic)
        raise ArgumentError, 'not an HTTP URI' unless target.is_a?(URI::HTTP)
        raise ArgumentError, 'no host component for URI' if target.hostname.to_s.empty?
        @uri = target.dup
        host = @uri.port == @uri.default_port ? @uri.hostname.dup : "#{@uri.hostname}:#{@uri.port}"
        @path = target.request_uri
        raise ArgumentError, 'no HTTP request path given' if @path.nil?
      else
        @uri = nil
        raise ArgumentError, 'no HTTP request path given' if target.nil?
        raise ArgumentError, 'HTTP request path is empty' if target.empty?
        @path = target.dup
      end
      chosen = initheader && initheader.keys.any? { |name| %w[accept-encoding range].include?(name.downcase) }
      @decode_content = false
      unless chosen
        @decode_content = answered_with_body ? true : false
        initheader = (initheader || {}).dup
        initheader['accept-encoding'] = PUNCH_ACCEPT_ENCODING
      end
      initialize_http_header(initheader)
      self['Accept'] = '*/*' unless key?('accept')
      self['User-Agent'] = 'Ruby' unless key?('user-agent')
      self['Host'] = host if host && !key?('host')
      @body = @body_stream = @body_data = nil
    end

    def inspect
      "#<#{self.class} #{@method}>"
    end

    def []=(name, val)
      # a caller's own Accept-Encoding: Ruby no longer inflates
      @decode_content = false if name.downcase == 'accept-encoding'
      super
    end

    def request_body_permitted?
      @request_has_body
    end

    def response_body_permitted?
      @response_has_body
    end
    alias body_exist? response_body_permitted?

    def body=(text)
      @body_stream = @body_data = nil
      @body = text
    end

    def body_stream=(_input)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTPGenericRequest#body_stream="
    end

    # the body given to Net::HTTP#request; a request that may have a body
    # sends an empty one when it has none
    def set_body_internal(text)
      if text && (@body || @body_stream)
        raise ArgumentError, 'both of body argument and HTTPRequest#body set'
      end
      self.body = text if text
      self.body = '' if @body.nil? && @body_stream.nil? && @body_data.nil? && @request_has_body
    end

    # the request's URI once the connection is known
    def update_uri(address, port, ssl)
      scheme = ssl ? 'https' : 'http'
      if @uri.nil?
        authority = address.include?(':') ? "[#{address}]" : address
        @uri = URI("#{scheme}://#{authority}:#{port}#{@path}")
      else
        @uri.hostname = address unless @uri.hostname == address
        @uri.port = port unless @uri.port == port
        @uri.scheme = scheme unless @uri.scheme == scheme
      end
      @uri
    end

    # the header fields as written on the wire: a body gets its length and,
    # when the caller set none, Ruby's form content type
    def __punch_wire_headers
      unless @body.nil?
        self.content_type = 'application/x-www-form-urlencoded' if content_type.nil?
        @punch_fields['content-length'] = [@body.bytesize.to_s] unless chunked?
      end
      each_capitalized.map { |name, text| [name, text] }
    end
  end

  class HTTPRequest < HTTPGenericRequest
    def initialize(target, initheader = nil)
      kind = self.class
      super(kind::METHOD, kind::REQUEST_HAS_BODY, kind::RESPONSE_HAS_BODY, target, initheader)
    end
  end

  class HTTPResponse
    include HTTPHeader

    def self.body_permitted?
      self::HAS_BODY
    end

    def self.exception_type
      self::EXCEPTION_TYPE
    end

    attr_reader :http_version, :code, :message, :uri, :body
    attr_writer :body
    attr_accessor :decode_content
    alias msg message
    alias entity body

    def initialize(version, code, reason)
      @http_version = version
      @code = code
      @message = reason
      initialize_http_header(nil)
      @body = @uri = nil
      @read = false
      @decode_content = false
    end

    def inspect
      "#<#{self.class} #{@code} #{@message} readbody=#{@read}>"
    end

    def code_type
      self.class
    end

    def error_type
      self.class::EXCEPTION_TYPE
    end

    def error!
      text = @message ? "#{@code} #{@message.dump}" : @code
      raise error_type.new(text, self)
    end

    def value
      error! unless is_a?(Net::HTTPSuccess)
    end

    def uri=(uri)
      @uri = uri && uri.dup
    end

    def response
      self
    end
    alias header response
    alias read_header response

    # The body is read with the response: a block gets it in one piece,
    # dest has it appended.
    def read_body(dest = nil)
      if block_given?
        yield @body unless @body.nil?
      elsif dest && @body
        dest << @body
      end
      @body
    end

    # a response made of what the transport read: [version, code,
    # reason, header pairs, body]
    def self.__punch_from(parts)
      version, code, reason, pairs, content = parts
      kind = CODE_TO_OBJ.fetch(code) { CODE_CLASS_TO_OBJ.fetch(code[0], Net::HTTPUnknownResponse) }
      response = kind.new(version, code, reason)
      pairs.each { |name, text| response.add_field(name, text) }
      response.__punch_take(content)
      response
    end

    def __punch_take(content)
      @read = true
      return if content.nil? || !self.class.body_permitted?
      # Ruby appends what it reads to a new UTF-8 String: an ASCII-only
      # body stays UTF-8, any other byte makes it ASCII-8BIT
      # (response_body_encoding is false by default)
      @body = content.ascii_only? ? content.force_encoding(Encoding::UTF_8) : content
    end
  end

  # The status families: whether a body comes, and what value raises.
  { HTTPUnknownResponse: [true, HTTPError], HTTPInformation: [false, HTTPError], HTTPSuccess: [true, HTTPError],
    HTTPRedirection: [true, HTTPRetriableError], HTTPClientError: [true, HTTPServerException],
    HTTPServerError: [true, HTTPFatalError] }.each do |name, (with_body, raises)|
    family = Class.new(HTTPResponse)
    family.const_set(:HAS_BODY, with_body)
    family.const_set(:EXCEPTION_TYPE, raises)
    const_set(name, family)
  end

  # Ruby 3.1's status classes (recorded from net/http/responses.rb's
  # CODE_TO_OBJ: code, name, parent, HAS_BODY).
  HTTPResponse::CODE_TO_OBJ = {}
  %w[
    100:HTTPContinue:HTTPInformation:f 101:HTTPSwitchProtocol:HTTPInformation:f 102:HTTPProcessing:HTTPInformation:f
    103:HTTPEarlyHints:HTTPInformation:f 200:HTTPOK:HTTPSuccess:t 201:HTTPCreated:HTTPSuccess:t 202:HTTPAccepted:HTTPSuccess:t
    203:HTTPNonAuthoritativeInformation:HTTPSuccess:t 204:HTTPNoContent:HTTPSuccess:f 205:HTTPResetContent:HTTPSuccess:f
    206:HTTPPartialContent:HTTPSuccess:t 207:HTTPMultiStatus:HTTPSuccess:t 208:HTTPAlreadyReported:HTTPSuccess:t
    226:HTTPIMUsed:HTTPSuccess:t 300:HTTPMultipleChoices:HTTPRedirection:t 301:HTTPMovedPermanently:HTTPRedirection:t
    302:HTTPFound:HTTPRedirection:t 303:HTTPSeeOther:HTTPRedirection:t 304:HTTPNotModified:HTTPRedirection:f
    305:HTTPUseProxy:HTTPRedirection:f 307:HTTPTemporaryRedirect:HTTPRedirection:t 308:HTTPPermanentRedirect:HTTPRedirection:t
    400:HTTPBadRequest:HTTPClientError:t 401:HTTPUnauthorized:HTTPClientError:t 402:HTTPPaymentRequired:HTTPClientError:t
    403:HTTPForbidden:HTTPClientError:t 404:HTTPNotFound:HTTPClientError:t 405:HTTPMethodNotAllowed:HTTPClientError:t
    406:HTTPNotAcceptable:HTTPClientError:t 407:HTTPProxyAuthenticationRequired:HTTPClientError:t
    408:HTTPRequestTimeout:HTTPClientError:t 409:HTTPConflict:HTTPClientError:t 410:HTTPGone:HTTPClientError:t
    411:HTTPLengthRequired:HTTPClientError:t 412:HTTPPreconditionFailed:HTTPClientError:t
    413:HTTPPayloadTooLarge:HTTPClientError:t 414:HTTPURITooLong:HTTPClientError:t 415:HTTPUnsupportedMediaType:HTTPClientError:t
    416:HTTPRangeNotSatisfiable:HTTPClientError:t 417:HTTPExpectationFailed:HTTPClientError:t
    421:HTTPMisdirectedRequest:HTTPClientError:t 422:HTTPUnprocessableEntity:HTTPClientError:t 423:HTTPLocked:HTTPClientError:t
    424:HTTPFailedDependency:HTTPClientError:t 426:HTTPUpgradeRequired:HTTPClientError:t
    428:HTTPPreconditionRequired:HTTPClientError:t 429:HTTPTooManyRequests:HTTPClientError:t
    431:HTTPRequestHeaderFieldsTooLarge:HTTPClientError:t 451:HTTPUnavailableForLegalReasons:HTTPClientError:t
    500:HTTPInternalServerError:HTTPServerError:t 501:HTTPNotImplemented:HTTPServerError:t 502:HTTPBadGateway:HTTPServerError:t
    503:HTTPServiceUnavailable:HTTPServerError:t 504:HTTPGatewayTimeout:HTTPServerError:t
    505:HTTPVersionNotSupported:HTTPServerError:t 506:HTTPVariantAlsoNegotiates:HTTPServerError:t
    507:HTTPInsufficientStorage:HTTPServerError:t 508:HTTPLoopDetected:HTTPServerError:t 510:HTTPNotExtended:HTTPServerError:t
    511:HTTPNetworkAuthenticationRequired:HTTPServerError:t
  ].each do |entry|
    code, name, parent, body = entry.split(':')
    cls = Class.new(const_get(parent))
    cls.const_set(:HAS_BODY, body == 't')
    const_set(name, cls)
    HTTPResponse::CODE_TO_OBJ[code] = cls
  end
  HTTPResponse::CODE_CLASS_TO_OBJ = {
    '1' => HTTPInformation, '2' => HTTPSuccess, '3' => HTTPRedirection, '4' => HTTPClientError, '5' => HTTPServerError
  }
  HTTPRequestEntityTooLarge = HTTPPayloadTooLarge
  HTTPRequestURITooLong = HTTPURITooLong
  HTTPRequestedRangeNotSatisfiable = HTTPRangeNotSatisfiable
  HTTPResponceReceiver = HTTPResponse

  class HTTP
    HTTPVersion = '1.1'
    VERSION = '0.3.0'

    class << self
      def version_1_2
        true
      end
      alias version_1_2? version_1_2
      alias is_version_1_2? version_1_2

      def default_port
        80
      end
      alias http_default_port default_port

      def https_default_port
        443
      end

      def proxy_class?
        false
      end

      def get(target, path_or_headers = nil, port = nil)
        get_response(target, path_or_headers, port).body
      end

      # target and a path (with a port) or a URI (with header fields)
      def get_response(target, path_or_headers = nil, port = nil, &block)
        if path_or_headers.nil? || path_or_headers.is_a?(Hash)
          session = new(target.hostname, target.port)
          session.use_ssl = target.scheme == 'https'
          session.start { |http| http.request_get(target, path_or_headers, &block) }
        else
          new(target, port || default_port).start { |http| http.request_get(path_or_headers, &block) }
        end
      end

      def get_print(*)
        raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP.get_print (it writes to $stdout)"
      end

      def __punch_session(url)
        session = new(url.hostname, url.port)
        session.use_ssl = url.scheme == 'https'
        session
      end

      def post(url, data, header = nil)
        __punch_session(url).start { |http| http.post(url, data, header) }
      end

      def post_form(url, params)
        form = Post.new(url)
        form.form_data = params
        form.basic_auth(url.user, url.password) if url.user
        __punch_session(url).start { |http| http.request(form) }
      end

      # start(address, port = nil, p_addr, p_port, p_user, p_pass, opts = {}):
      # opts set the session's attributes by name (use_ssl: true also
      # verifies the peer unless verify_mode says otherwise)
      def start(address, *rest, &block)
        opts = rest.last.is_a?(Hash) ? rest.pop : nil
        port = rest[0]
        port ||= https_default_port if opts && opts[:use_ssl]
        session = new(address, port)
        if opts
          opts = { verify_mode: OpenSSL::SSL::VERIFY_PEER }.merge(opts) if opts[:use_ssl]
          opts.each_pair do |name, value|
            setter = "#{name}="
            session.__send__(setter, value) if session.respond_to?(setter)
          end
        end
        session.start(&block)
      end

      # proxy arguments are accepted and not used (no proxies here)
      def new(address, port = nil, *_proxy)
        session = allocate
        session.__send__(:initialize, address, port)
        session
      end
    end

    # Ruby's defaults: 60 s to connect, read and write; one retry of an
    # idempotent request on a kept-alive connection.
    PUNCH_DEFAULTS = {
      open_timeout: 60, read_timeout: 60, write_timeout: 60, continue_timeout: nil, keep_alive_timeout: 2,
      max_retries: 1, close_on_empty_response: false, ignore_eof: true, response_body_encoding: false
    }.freeze

    def initialize(address, port = nil)
      @address = address
      @port = port || HTTP.default_port
      @ipaddr = @local_host = @local_port = nil
      PUNCH_DEFAULTS.each_pair { |name, value| instance_variable_set("@#{name}", value) }
      @started = false
      @use_ssl = false
      @punch_reused = false
    end

    def inspect
      "#<#{self.class} #{@address}:#{@port} open=#{started?}>"
    end

    def set_debug_output(_output); end

    attr_reader :address, :port, :read_timeout, :write_timeout, :max_retries
    attr_accessor :local_host, :local_port, :open_timeout, :continue_timeout, :keep_alive_timeout,
                  :close_on_empty_response, :ignore_eof, :response_body_encoding
    attr_writer :read_timeout, :write_timeout

    # the TLS settings Ruby passes to its SSLContext
    attr_accessor :ca_file, :ciphers, :extra_chain_cert, :ssl_timeout, :ssl_version, :min_version, :max_version,
                  :verify_callback, :verify_depth, :verify_mode, :verify_hostname
    attr_reader :ca_path, :cert, :key, :cert_store

    def ipaddr
      @started ? (@ipaddr || @address) : @ipaddr
    end

    def ipaddr=(addr)
      raise IOError, 'ipaddr value changed, but session already started' if @started
      @ipaddr = addr
    end

    def max_retries=(count)
      count = count.to_int
      raise ArgumentError, 'max_retries should be non-negative integer number' if count.negative?
      @max_retries = count
    end

    def started?
      @started
    end
    alias active? started?

    def use_ssl?
      @use_ssl
    end

    def use_ssl=(flag)
      flag = !!flag
      raise IOError, 'use_ssl value changed, but session already started' if @started && flag != @use_ssl
      @use_ssl = flag
    end

    # OpenSSL objects cannot be made in Punch's runtime (lib_digest.go);
    # a directory of hashed CA files is OpenSSL's own format
    {
      ca_path: 'Net::HTTP#ca_path= (use ca_file)', cert: 'Net::HTTP#cert= (client certificates as OpenSSL objects)',
      key: 'Net::HTTP#key= (client keys as OpenSSL objects)', cert_store: 'Net::HTTP#cert_store= (OpenSSL certificate stores)'
    }.each_pair do |name, what|
      define_method("#{name}=") do |value|
        raise NotImplementedError, "not supported by Punch's Ruby runtime: #{what}" unless value.nil?
        instance_variable_set("@#{name}", nil)
      end
    end

    def peer_cert
      nil
    end

    def proxy?
      false
    end
    alias proxy_from_env? proxy?

    %i[proxy_address proxy_port proxy_user proxy_pass].each { |name| define_method(name) { nil } }

    def start
      raise IOError, 'HTTP session already opened' if @started
      __punch_open
      @started = true
      return self unless block_given?
      begin
        yield self
      ensure
        __punch_end
      end
    end

    def finish
      raise IOError, 'HTTP session not yet started' unless @started
      __punch_end
    end

    def __punch_end
      @started = false
      __punch_close
      nil
    end
    private :__punch_end

    def __punch_open
      tls = {
        'ssl' => @use_ssl, 'verify' => @verify_mode != OpenSSL::SSL::VERIFY_NONE,
        'verify_hostname' => @verify_hostname != false, 'ca_file' => @ca_file,
        'cert_file' => @punch_cert_file, 'key_file' => @punch_key_file, 'ca_empty' => @punch_ca_empty,
        'system_store' => @punch_system_store
      }
      __punch_connect(@ipaddr || @address, @port, tls.merge('open_timeout' => @open_timeout))
      @punch_reused = false
    end
    private :__punch_open

    # Requests by verb: [method, class, whether it takes a body argument,
    # default header fields]. get and post read the body into dest or a
    # block as Ruby's do.
    def get(path, initheader = nil, dest = nil, &block)
      __punch_entity(Get.new(path, initheader), nil, dest, &block)
    end

    def post(path, data, initheader = nil, dest = nil, &block)
      __punch_entity(Post.new(path, initheader), data, dest, &block)
    end

    def patch(path, data, initheader = nil, dest = nil, &block)
      __punch_entity(Patch.new(path, initheader), data, dest, &block)
    end

    def __punch_entity(req, data, dest, &block)
      answer = nil
      request(req, data) do |response|
        response.read_body(dest, &block)
        answer = response
      end
      answer
    end
    private :__punch_entity

    def head(path, initheader = nil)
      request(Head.new(path, initheader))
    end

    def put(path, data, initheader = nil)
      request(Put.new(path, initheader), data)
    end

    def delete(path, initheader = { 'Depth' => 'Infinity' })
      request(Delete.new(path, initheader))
    end

    def propfind(path, body = nil, initheader = { 'Depth' => '0' })
      request(Propfind.new(path, initheader), body)
    end

    { options: :Options, move: :Move, copy: :Copy, trace: :Trace }.each_pair do |name, kind|
      define_method(name) { |path, initheader = nil| request(HTTP.const_get(kind).new(path, initheader)) }
    end

    { proppatch: :Proppatch, lock: :Lock, unlock: :Unlock }.each_pair do |name, kind|
      define_method(name) { |path, body, initheader = nil| request(HTTP.const_get(kind).new(path, initheader), body) }
    end

    def mkcol(path, body = nil, initheader = nil)
      request(Mkcol.new(path, initheader), body)
    end

    def request_get(path, initheader = nil, &block)
      request(Get.new(path, initheader), &block)
    end
    alias get2 request_get

    def request_head(path, initheader = nil, &block)
      request(Head.new(path, initheader), &block)
    end
    alias head2 request_head

    def request_post(path, data, initheader = nil, &block)
      request(Post.new(path, initheader), data, &block)
    end
    alias post2 request_post

    def request_put(path, data, initheader = nil, &block)
      request(Put.new(path, initheader), data, &block)
    end
    alias put2 request_put

    def send_request(verb, path, data = nil, header = nil)
      req = HTTPGenericRequest.new(verb, !data.nil?, verb != 'HEAD', path, header)
      request(req, data)
    end

    # One request; a session that was not started is opened for it and
    # closed after (Connection: close).
    def request(req, body = nil, &block)
      unless @started
        return start do
          req['connection'] = 'close' unless req.key?('connection')
          request(req, body, &block)
        end
      end
      req.set_body_internal(body)
      __punch_exchange(req, &block)
    end

    # methods Ruby retries once when a kept-alive connection was closed
    PUNCH_IDEMPOTENT = %w[GET HEAD PUT DELETE OPTIONS TRACE].freeze

    def __punch_exchange(req)
      attempts = 0
      begin
        __punch_open unless __punch_connected?
        req.update_uri(@address, @port, @use_ssl)
        req['host'] = __punch_host_field unless req.key?('host')
        was_reused = @punch_reused
        raw = __punch_request(req.method, req.path, req.__punch_wire_headers, req.body,
                              [@read_timeout, @write_timeout, req.decode_content])
        @punch_reused = true
      rescue EOFError, Errno::ECONNRESET, Errno::EPIPE
        __punch_close
        @punch_reused = false
        attempts += 1
        retry if was_reused && attempts <= @max_retries && PUNCH_IDEMPOTENT.include?(req.method)
        raise
      rescue Net::ReadTimeout, Net::WriteTimeout
        __punch_close
        @punch_reused = false
        raise
      end
      response = HTTPResponse.__punch_from(raw)
      response.uri = req.uri
      response.decode_content = req.decode_content
      yield response if block_given?
      __punch_close if req.connection_close? || response.connection_close?
      @punch_reused = false unless __punch_connected?
      response
    end
    private :__punch_exchange

    # Host: the address, with the port unless it is the scheme's own
    def __punch_host_field
      name = @address.include?(':') ? "[#{@address}]" : @address
      usual = @use_ssl ? HTTP.https_default_port : HTTP.http_default_port
      @port == usual ? name : "#{name}:#{@port}"
    end
    private :__punch_host_field

    # The request classes: whether a request has a body and whether its
    # response has one.
    [%w[Get GET - +], %w[Head HEAD - -], %w[Post POST + +], %w[Put PUT + +], %w[Delete DELETE - +],
     %w[Options OPTIONS - +], %w[Trace TRACE - +], %w[Patch PATCH + +], %w[Propfind PROPFIND + +],
     %w[Proppatch PROPPATCH + +], %w[Mkcol MKCOL + +], %w[Copy COPY - +], %w[Move MOVE - +],
     %w[Lock LOCK + +], %w[Unlock UNLOCK + +]].each do |name, verb, sends, answers|
      kind = Class.new(HTTPRequest)
      kind.const_set(:METHOD, verb)
      kind.const_set(:REQUEST_HAS_BODY, sends == '+')
      kind.const_set(:RESPONSE_HAS_BODY, answers == '+')
      const_set(name, kind)
    end
  end
end
