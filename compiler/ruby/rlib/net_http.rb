# Net::HTTP of Ruby 3.1 as module code uses it (Hiera backends and
# functions that read secrets and data over HTTP), written for Punch's
# runtime. The I/O is Go's (nethttp.go: __punch_connect, __punch_request,
# __punch_close); the objects, defaults, headers and errors are Ruby's.
# Not here: proxies (http_proxy is not read), body_stream, Expect:
# 100-continue, and OpenSSL objects for cert/key/cert_store (ca_file works).

module Timeout
  class Error < RuntimeError; end unless const_defined?(:Error, false)
end
class SocketError < StandardError; end unless Object.const_defined?(:SocketError, false)
module Errno
  { ECONNREFUSED: 111, ECONNRESET: 104, EHOSTUNREACH: 113, ENETUNREACH: 101, ETIMEDOUT: 110, EPIPE: 32,
    EADDRNOTAVAIL: 99 }.each do |name, number|
    next if const_defined?(name, false)
    cls = Class.new(SystemCallError)
    cls.const_set(:Errno, number)
    const_set(name, cls)
  end
end
module Zlib
  class Error < StandardError; end unless const_defined?(:Error, false)
  class DataError < Error; end unless const_defined?(:DataError, false)
end

module Net
  class ProtocolError < StandardError; end
  class ProtoSyntaxError < ProtocolError; end
  class ProtoFatalError < ProtocolError; end
  class ProtoUnknownError < ProtocolError; end
  class ProtoServerError < ProtocolError; end
  class ProtoAuthError < ProtocolError; end
  class ProtoCommandError < ProtocolError; end
  class ProtoRetriableError < ProtocolError; end
  ProtocRetryError = ProtoRetriableError

  class OpenTimeout < Timeout::Error; end
  class ReadTimeout < Timeout::Error; end
  class WriteTimeout < Timeout::Error; end

  class HTTPBadResponse < StandardError; end
  class HTTPHeaderSyntaxError < StandardError; end

  module HTTPExceptions
    def initialize(msg, res)
      super msg
      @response = res
    end
    attr_reader :response
    alias data response
  end
  class HTTPError < ProtocolError
    include HTTPExceptions
  end
  class HTTPRetriableError < ProtoRetriableError
    include HTTPExceptions
  end
  class HTTPServerException < ProtoServerError
    include HTTPExceptions
  end
  HTTPClientException = HTTPServerException
  class HTTPFatalError < ProtoFatalError
    include HTTPExceptions
  end

  # The header fields of requests and responses: names case-insensitive,
  # kept in order, each with its values.
  module HTTPHeader
    def initialize_http_header(initheader)
      @header = {}
      return unless initheader
      initheader.each do |key, value|
        if value.nil?
          warn "net/http: nil HTTP header: #{key}", uplevel: 3 if $VERBOSE
        else
          value = value.strip
          if value.count("\r\n") > 0
            raise ArgumentError, "header #{key} has field value #{value.inspect}, this cannot include CR/LF"
          end
          @header[key.downcase.to_s] = [value]
        end
      end
    end

    def size
      @header.size
    end
    alias length size

    def [](key)
      a = @header[key.downcase.to_s] or return nil
      a.join(', ')
    end

    def []=(key, val)
      unless val
        @header.delete key.downcase.to_s
        return val
      end
      set_field(key, val)
    end

    def add_field(key, val)
      stringified_downcased_key = key.downcase.to_s
      if @header.key?(stringified_downcased_key)
        append_field_value(@header[stringified_downcased_key], val)
      else
        set_field(key, val)
      end
    end

    def set_field(key, val)
      case val
      when Enumerable
        ary = []
        append_field_value(ary, val)
        @header[key.downcase.to_s] = ary
      else
        val = val.to_s
        if /[\r\n]/n.match?(val.b)
          raise ArgumentError, 'header field value cannot include CR/LF'
        end
        @header[key.downcase.to_s] = [val]
      end
    end
    private :set_field

    def append_field_value(ary, val)
      case val
      when Enumerable
        val.each { |x| append_field_value(ary, x) }
      else
        val = val.to_s
        if /[\r\n]/n.match?(val.b)
          raise ArgumentError, 'header field value cannot include CR/LF'
        end
        ary.push val
      end
    end
    private :append_field_value

    def get_fields(key)
      stringified_downcased_key = key.downcase.to_s
      return nil unless @header[stringified_downcased_key]
      @header[stringified_downcased_key].dup
    end

    def fetch(key, *args, &block)
      a = @header.fetch(key.downcase.to_s, *args, &block)
      a.kind_of?(Array) ? a.join(', ') : a
    end

    def each_header
      block_given? or return enum_for(__method__) { @header.size }
      @header.each do |k, va|
        yield k, va.join(', ')
      end
    end
    alias each each_header

    def each_name(&block)
      block_given? or return enum_for(__method__) { @header.size }
      @header.each_key(&block)
    end
    alias each_key each_name

    def each_capitalized_name
      block_given? or return enum_for(__method__) { @header.size }
      @header.each_key do |k|
        yield capitalize(k)
      end
    end

    def each_value
      block_given? or return enum_for(__method__) { @header.size }
      @header.each_value do |va|
        yield va.join(', ')
      end
    end

    def delete(key)
      @header.delete(key.downcase.to_s)
    end

    def key?(key)
      @header.key?(key.downcase.to_s)
    end

    def to_hash
      @header.dup
    end

    def each_capitalized
      block_given? or return enum_for(__method__) { @header.size }
      @header.each do |k, v|
        yield capitalize(k), v.join(', ')
      end
    end
    alias canonical_each each_capitalized

    def capitalize(name)
      name.to_s.split(/-/).map { |s| s.capitalize }.join('-')
    end
    private :capitalize

    def content_length
      return nil unless key?('Content-Length')
      len = self['Content-Length'].slice(/\d+/) or
        raise Net::HTTPHeaderSyntaxError, 'wrong Content-Length format'
      len.to_i
    end

    def content_length=(len)
      unless len
        @header.delete 'content-length'
        return nil
      end
      @header['content-length'] = [len.to_i.to_s]
    end

    def chunked?
      return false unless @header['transfer-encoding']
      field = self['Transfer-Encoding']
      (/(?:\A|[^\-\w])chunked(?![\-\w])/i =~ field) ? true : false
    end

    def content_type
      main = main_type()
      return nil unless main

      sub = sub_type()
      if sub
        "#{main}/#{sub}"
      else
        main
      end
    end

    def main_type
      return nil unless @header['content-type']
      self['Content-Type'].split(';').first.to_s.split('/')[0].to_s.strip
    end

    def sub_type
      return nil unless @header['content-type']
      _, sub = *self['Content-Type'].split(';').first.to_s.split('/')
      return nil unless sub
      sub.strip
    end

    def type_params
      result = {}
      list = self['Content-Type'].to_s.split(';')
      list.shift
      list.each do |param|
        k, v = *param.split('=', 2)
        result[k.strip] = v.strip
      end
      result
    end

    def set_content_type(type, params = {})
      @header['content-type'] = [type + params.map { |k, v| "; #{k}=#{v}" }.join('')]
    end
    alias content_type= set_content_type

    def set_form_data(params, sep = '&')
      query = URI.encode_www_form(params)
      query.gsub!(/&/, sep) if sep != '&'
      self.body = query
      self.content_type = 'application/x-www-form-urlencoded'
    end
    alias form_data= set_form_data

    def basic_auth(account, password)
      @header['authorization'] = [basic_encode(account, password)]
    end

    def proxy_basic_auth(account, password)
      @header['proxy-authorization'] = [basic_encode(account, password)]
    end

    def basic_encode(account, password)
      'Basic ' + ["#{account}:#{password}"].pack('m0')
    end
    private :basic_encode

    def connection_close?
      token = /(?:\A|,)\s*close\s*(?:\z|,)/i
      @header['connection']&.grep(token) { return true }
      @header['proxy-connection']&.grep(token) { return true }
      false
    end

    def connection_keep_alive?
      token = /(?:\A|,)\s*keep-alive\s*(?:\z|,)/i
      @header['connection']&.grep(token) { return true }
      @header['proxy-connection']&.grep(token) { return true }
      false
    end
  end

  class HTTPGenericRequest
    include HTTPHeader

    def initialize(m, reqbody, resbody, uri_or_path, initheader = nil)
      @method = m
      @request_has_body = reqbody
      @response_has_body = resbody

      # URI::Generic: Ruby's URI === x (Punch's URI classes do not include
      # the URI module)
      if URI::Generic === uri_or_path
        raise ArgumentError, 'not an HTTP URI' unless URI::HTTP === uri_or_path
        hostname = uri_or_path.hostname
        raise ArgumentError, 'no host component for URI' unless hostname && hostname.length > 0
        @uri = uri_or_path.dup
        host = @uri.hostname.dup
        host << ':' << @uri.port.to_s if @uri.port != @uri.default_port
        @path = uri_or_path.request_uri
        raise ArgumentError, 'no HTTP request path given' unless @path
      else
        @uri = nil
        host = nil
        raise ArgumentError, 'no HTTP request path given' unless uri_or_path
        raise ArgumentError, 'HTTP request path is empty' if uri_or_path.empty?
        @path = uri_or_path.dup
      end

      @decode_content = false
      if !initheader || !initheader.keys.any? { |k| %w[accept-encoding range].include? k.downcase }
        @decode_content = true if @response_has_body
        initheader = initheader ? initheader.dup : {}
        initheader['accept-encoding'] = 'gzip;q=1.0,deflate;q=0.6,identity;q=0.3'
      end

      initialize_http_header initheader
      self['Accept'] ||= '*/*'
      self['User-Agent'] ||= 'Ruby'
      self['Host'] ||= host if host
      @body = nil
      @body_stream = nil
      @body_data = nil
    end

    attr_reader :method, :path, :uri, :decode_content

    def inspect
      "\#<#{self.class} #{@method}>"
    end

    def []=(key, val)
      @decode_content = false if key.downcase == 'accept-encoding' && @decode_content
      super key, val
    end

    def request_body_permitted?
      @request_has_body
    end

    def response_body_permitted?
      @response_has_body
    end

    def body_exist?
      warn 'Net::HTTPRequest#body_exist? is obsolete; use response_body_permitted?', uplevel: 1 if $VERBOSE
      response_body_permitted?
    end

    attr_reader :body

    def body=(str)
      @body = str
      @body_stream = nil
      @body_data = nil
      str
    end

    attr_reader :body_stream

    def body_stream=(input)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTPGenericRequest#body_stream="
    end

    def set_body_internal(str)
      raise ArgumentError, 'both of body argument and HTTPRequest#body set' if str and (@body or @body_stream)
      self.body = str if str
      if @body.nil? && @body_stream.nil? && @body_data.nil? && request_body_permitted?
        self.body = ''
      end
    end

    # update_uri: the request's URI once the connection is known (Ruby's
    # Net::HTTP#begin_transport).
    def update_uri(addr, port, ssl)
      scheme = ssl ? 'https' : 'http'
      if @uri
        if addr != @uri.hostname
          @uri.hostname = addr
        end
        if port != @uri.port
          @uri.port = port
        end
        @uri.scheme = scheme if @uri.scheme != scheme
      else
        host = addr.include?(':') ? "[#{addr}]" : addr
        @uri = URI("#{scheme}://#{host}:#{port}#{@path}")
      end
      @uri
    end

    # The header fields as written on the wire, for __punch_request.
    def __punch_wire_headers
      if @body
        supply_default_content_type
        @header['content-length'] = [@body.bytesize.to_s] unless chunked?
      end
      list = []
      each_capitalized { |k, v| list << [k, v] }
      list
    end

    def supply_default_content_type
      return if content_type()
      warn 'net/http: Content-Type did not set; using application/x-www-form-urlencoded', uplevel: 1 if $VERBOSE
      set_content_type 'application/x-www-form-urlencoded'
    end
    private :supply_default_content_type
  end

  class HTTPRequest < HTTPGenericRequest
    def initialize(path, initheader = nil)
      super self.class::METHOD,
            self.class::REQUEST_HAS_BODY,
            self.class::RESPONSE_HAS_BODY,
            path, initheader
    end
  end

  class HTTPResponse
    include HTTPHeader

    class << self
      def body_permitted?
        self::HAS_BODY
      end

      def exception_type
        self::EXCEPTION_TYPE
      end
    end

    def initialize(httpv, code, msg)
      @http_version = httpv
      @code = code
      @message = msg
      initialize_http_header nil
      @body = nil
      @read = false
      @uri = nil
      @decode_content = false
    end

    attr_reader :http_version, :code, :message
    alias msg message
    attr_reader :uri
    attr_accessor :decode_content

    def inspect
      "#<#{self.class} #{@code} #{@message} readbody=#{@read}>"
    end

    def code_type
      self.class
    end

    def error!
      message = @code
      message += ' ' + @message.dump if @message
      raise error_type().new(message, self)
    end

    def error_type
      self.class::EXCEPTION_TYPE
    end

    def value
      error! unless self.kind_of?(Net::HTTPSuccess)
    end

    def uri=(uri)
      @uri = uri.dup if uri
    end

    def response
      self
    end

    def header
      self
    end

    def read_header
      self
    end

    def body
      @body
    end
    alias entity body

    def body=(value)
      @body = value
    end

    def read_body(dest = nil, &block)
      if block
        yield @body if @body
        return @body
      end
      dest << @body if dest && @body
      @body
    end

    # __punch_fill: what the transport read ([version, code, message,
    # header pairs, body]) made into this response.
    def self.__punch_from(parts)
      httpv, code, msg, headers, body = parts
      cls = CODE_TO_OBJ[code] || CODE_CLASS_TO_OBJ[code[0]] || Net::HTTPUnknownResponse
      res = cls.new(httpv, code, msg)
      headers.each { |k, v| res.add_field(k, v) }
      res.__punch_body(body)
      res
    end

    def __punch_body(body)
      @read = true
      return unless body && self.class.body_permitted?
      # Ruby appends what it reads to a new UTF-8 String: an ASCII-only
      # body stays UTF-8, any other byte makes it ASCII-8BIT
      # (response_body_encoding is false by default)
      @body = body.ascii_only? ? body.force_encoding(Encoding::UTF_8) : body
    end
  end

  class HTTPUnknownResponse < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPError
  end
  class HTTPInformation < HTTPResponse
    HAS_BODY = false
    EXCEPTION_TYPE = HTTPError
  end
  class HTTPSuccess < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPError
  end
  class HTTPRedirection < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPRetriableError
  end
  class HTTPClientError < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPServerException
  end
  class HTTPServerError < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPFatalError
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

    def self.version_1_2
      true
    end

    def self.version_1_2?
      true
    end

    def self.default_port
      80
    end

    def self.http_default_port
      80
    end

    def self.https_default_port
      443
    end

    def self.is_version_1_2?
      true
    end

    def self.proxy_class?
      false
    end

    def self.get(uri_or_host, path_or_headers = nil, port = nil)
      get_response(uri_or_host, path_or_headers, port).body
    end

    def self.get_response(uri_or_host, path_or_headers = nil, port = nil, &block)
      if path_or_headers && !path_or_headers.is_a?(Hash)
        host = uri_or_host
        path = path_or_headers
        new(host, port || HTTP.default_port).start { |http|
          return http.request_get(path, &block)
        }
      else
        uri = uri_or_host
        headers = path_or_headers
        start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http|
          return http.request_get(uri, headers, &block)
        }
      end
    end

    def self.get_print(*)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP.get_print (it writes to $stdout)"
    end

    def self.post(url, data, header = nil)
      start(url.hostname, url.port, use_ssl: url.scheme == 'https') { |http|
        http.post(url, data, header)
      }
    end

    def self.post_form(url, params)
      req = Post.new(url)
      req.form_data = params
      req.basic_auth url.user, url.password if url.user
      start(url.hostname, url.port, use_ssl: url.scheme == 'https') { |http|
        http.request(req)
      }
    end

    def self.start(address, *arg, &block)
      arg.pop if opt = Hash.try_convert(arg[-1])
      port, p_addr, p_port, p_user, p_pass = *arg
      p_addr = :ENV if arg.size < 2
      port = https_default_port if !port && opt && opt[:use_ssl]
      http = new(address, port, p_addr, p_port, p_user, p_pass)
      http.ipaddr = opt[:ipaddr] if opt && opt[:ipaddr]

      if opt
        if opt[:use_ssl]
          opt = { verify_mode: OpenSSL::SSL::VERIFY_PEER }.update(opt)
        end
        http.methods.each do |meth|
          m = /\A(\w+)=\z/.match(meth.to_s) or next
          key = m[1].to_sym
          opt.key?(key) or next
          http.__send__(meth, opt[key])
        end
      end

      http.start(&block)
    end

    class << self
      alias newobj new
    end

    def self.new(address, port = nil, p_addr = :ENV, p_port = nil, p_user = nil, p_pass = nil, p_no_proxy = nil)
      http = super(address, port)
      http
    end

    def initialize(address, port = nil)
      @address = address
      @port = (port || HTTP.default_port)
      @ipaddr = nil
      @local_host = nil
      @local_port = nil
      @curr_http_version = HTTPVersion
      @keep_alive_timeout = 2
      @last_communicated = nil
      @close_on_empty_response = false
      @socket = nil
      @started = false
      @open_timeout = 60
      @read_timeout = 60
      @write_timeout = 60
      @continue_timeout = nil
      @max_retries = 1
      @debug_output = nil
      @response_body_encoding = false
      @ignore_eof = true
      @use_ssl = false
      @ssl_context = nil
      @ssl_session = nil
      @sspi_enabled = false
      @verify_mode = nil
      @ca_file = nil
      @ca_path = nil
      @cert = nil
      @key = nil
      @cert_store = nil
      @verify_hostname = nil
    end

    def inspect
      "#<#{self.class} #{@address}:#{@port} open=#{started?}>"
    end

    def set_debug_output(output)
      @debug_output = output
    end

    attr_reader :address, :port
    attr_accessor :local_host, :local_port, :open_timeout, :continue_timeout, :keep_alive_timeout,
                  :close_on_empty_response, :ignore_eof, :response_body_encoding
    attr_reader :read_timeout, :write_timeout, :max_retries

    def ipaddr
      started? ? @ipaddr || @address : @ipaddr
    end

    def ipaddr=(addr)
      raise IOError, 'ipaddr value changed, but session already started' if started?
      @ipaddr = addr
    end

    def read_timeout=(sec)
      @read_timeout = sec
    end

    def write_timeout=(sec)
      @write_timeout = sec
    end

    def max_retries=(retries)
      retries = retries.to_int
      if retries < 0
        raise ArgumentError, 'max_retries should be non-negative integer number'
      end
      @max_retries = retries
    end

    def started?
      @started
    end
    alias active? started?

    def use_ssl?
      @use_ssl
    end

    def use_ssl=(flag)
      flag = flag ? true : false
      if started? and @use_ssl != flag
        raise IOError, 'use_ssl value changed, but session already started'
      end
      @use_ssl = flag
    end

    SSL_IVNAMES = %i[@ca_file @ca_path @cert @cert_store @ciphers @extra_chain_cert @key @ssl_timeout
                     @ssl_version @min_version @max_version @verify_callback @verify_depth @verify_mode @verify_hostname]
    SSL_ATTRIBUTES = %i[ca_file ca_path cert cert_store ciphers extra_chain_cert key ssl_timeout ssl_version
                        min_version max_version verify_callback verify_depth verify_mode verify_hostname]
    attr_accessor :ca_file, :ciphers, :extra_chain_cert, :ssl_timeout, :ssl_version, :min_version, :max_version,
                  :verify_callback, :verify_depth, :verify_mode, :verify_hostname
    attr_reader :ca_path, :cert, :key, :cert_store

    # OpenSSL objects cannot be made in Punch's runtime (lib_digest.go);
    # a directory of hashed CA files is OpenSSL's own format.
    def ca_path=(path)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP#ca_path= (use ca_file)" if path
      @ca_path = path
    end

    def cert=(cert)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP#cert= (client certificates as OpenSSL objects)" if cert
      @cert = cert
    end

    def key=(key)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP#key= (client keys as OpenSSL objects)" if key
      @key = key
    end

    def cert_store=(store)
      raise NotImplementedError, "not supported by Punch's Ruby runtime: Net::HTTP#cert_store= (OpenSSL certificate stores)" if store
      @cert_store = store
    end

    def peer_cert
      nil
    end

    def proxy?
      false
    end

    def proxy_from_env?
      false
    end

    def proxy_address
      nil
    end

    def proxy_port
      nil
    end

    def proxy_user
      nil
    end

    def proxy_pass
      nil
    end

    def start
      raise IOError, 'HTTP session already opened' if @started
      if block_given?
        begin
          do_start
          return yield(self)
        ensure
          do_finish
        end
      end
      do_start
      self
    end

    def do_start
      connect
      @started = true
    end
    private :do_start

    def connect
      verify = @verify_mode.nil? || @verify_mode != OpenSSL::SSL::VERIFY_NONE
      opts = {
        'open_timeout' => @open_timeout, 'ssl' => @use_ssl, 'verify' => verify,
        'verify_hostname' => @verify_hostname != false, 'ca_file' => @ca_file,
        'cert_file' => @punch_cert_file, 'key_file' => @punch_key_file, 'ca_empty' => @punch_ca_empty,
        'system_store' => @punch_system_store
      }
      __punch_connect(@ipaddr || @address, @port, opts)
      @last_communicated = nil
    end
    private :connect

    def finish
      raise IOError, 'HTTP session not yet started' unless started?
      do_finish
    end

    def do_finish
      @started = false
      __punch_close
      nil
    end
    private :do_finish

    def get(path, initheader = nil, dest = nil, &block)
      res = nil
      request(Get.new(path, initheader)) { |r|
        r.read_body dest, &block
        res = r
      }
      res
    end

    def head(path, initheader = nil)
      request(Head.new(path, initheader))
    end

    def post(path, data, initheader = nil, dest = nil, &block)
      send_entity(path, data, initheader, dest, Post, &block)
    end

    def patch(path, data, initheader = nil, dest = nil, &block)
      send_entity(path, data, initheader, dest, Patch, &block)
    end

    def put(path, data, initheader = nil)
      request(Put.new(path, initheader), data)
    end

    def proppatch(path, body, initheader = nil)
      request(Proppatch.new(path, initheader), body)
    end

    def lock(path, body, initheader = nil)
      request(Lock.new(path, initheader), body)
    end

    def unlock(path, body, initheader = nil)
      request(Unlock.new(path, initheader), body)
    end

    def options(path, initheader = nil)
      request(Options.new(path, initheader))
    end

    def propfind(path, body = nil, initheader = { 'Depth' => '0' })
      request(Propfind.new(path, initheader), body)
    end

    def delete(path, initheader = { 'Depth' => 'Infinity' })
      request(Delete.new(path, initheader))
    end

    def move(path, initheader = nil)
      request(Move.new(path, initheader))
    end

    def copy(path, initheader = nil)
      request(Copy.new(path, initheader))
    end

    def mkcol(path, body = nil, initheader = nil)
      request(Mkcol.new(path, initheader), body)
    end

    def trace(path, initheader = nil)
      request(Trace.new(path, initheader))
    end

    def request_get(path, initheader = nil, &block)
      request(Get.new(path, initheader), &block)
    end

    def request_head(path, initheader = nil, &block)
      request(Head.new(path, initheader), &block)
    end

    def request_post(path, data, initheader = nil, &block)
      request Post.new(path, initheader), data, &block
    end

    def request_put(path, data, initheader = nil, &block)
      request Put.new(path, initheader), data, &block
    end

    alias get2 request_get
    alias head2 request_head
    alias post2 request_post
    alias put2 request_put

    def send_request(name, path, data = nil, header = nil)
      has_response_body = name != 'HEAD'
      r = HTTPGenericRequest.new(name, (data ? true : false), has_response_body, path, header)
      request r, data
    end

    def request(req, body = nil, &block)
      unless started?
        start {
          req['connection'] ||= 'close'
          return request(req, body, &block)
        }
      end
      req.set_body_internal body
      res = transport_request(req, &block)
      res
    end

    def send_entity(path, data, initheader, dest, type, &block)
      res = nil
      request(type.new(path, initheader), data) { |r|
        r.read_body dest, &block
        res = r
      }
      res
    end
    private :send_entity

    IDEMPOTENT_METHODS_ = %w[GET HEAD PUT DELETE OPTIONS TRACE]

    def transport_request(req)
      count = 0
      begin
        connect unless __punch_connected?
        req.update_uri @address, @port, use_ssl?
        req['host'] ||= addr_port()
        reused = !@last_communicated.nil?
        parts = __punch_request(req.method, req.path, req.__punch_wire_headers, req.body,
                                [@read_timeout, @write_timeout, req.decode_content])
        res = HTTPResponse.__punch_from(parts)
        res.uri = req.uri
        res.decode_content = req.decode_content
        @last_communicated = true
      rescue EOFError, Errno::ECONNRESET, Errno::EPIPE => e
        __punch_close
        @last_communicated = nil
        if reused && count < max_retries && IDEMPOTENT_METHODS_.include?(req.method)
          count += 1
          retry
        end
        raise
      rescue Net::ReadTimeout, Net::WriteTimeout
        __punch_close
        @last_communicated = nil
        raise
      end
      yield res if block_given?
      __punch_close if req.connection_close? || res.connection_close?
      @last_communicated = nil unless __punch_connected?
      res
    end
    private :transport_request

    def addr_port
      addr = @address
      addr = "[#{addr}]" if addr.include?(':')
      default_port = use_ssl? ? HTTP.https_default_port : HTTP.http_default_port
      default_port == port ? addr : "#{addr}:#{port}"
    end
    private :addr_port

    class Get < HTTPRequest
      METHOD = 'GET'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Head < HTTPRequest
      METHOD = 'HEAD'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = false
    end

    class Post < HTTPRequest
      METHOD = 'POST'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Put < HTTPRequest
      METHOD = 'PUT'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Delete < HTTPRequest
      METHOD = 'DELETE'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Options < HTTPRequest
      METHOD = 'OPTIONS'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Trace < HTTPRequest
      METHOD = 'TRACE'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Patch < HTTPRequest
      METHOD = 'PATCH'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Propfind < HTTPRequest
      METHOD = 'PROPFIND'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Proppatch < HTTPRequest
      METHOD = 'PROPPATCH'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Mkcol < HTTPRequest
      METHOD = 'MKCOL'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Copy < HTTPRequest
      METHOD = 'COPY'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Move < HTTPRequest
      METHOD = 'MOVE'
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Lock < HTTPRequest
      METHOD = 'LOCK'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Unlock < HTTPRequest
      METHOD = 'UNLOCK'
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end
  end

end
