# open-uri of Ruby 3.1 over Punch's Net::HTTP, for module code that reads a
# URL with URI.open / URI::HTTP#open / #read / OpenURI.open_uri. Written
# for Punch from Ruby's documented behaviour and recordings of it
# (testdata/http/open_uri.rb). Not here: FTP, proxies, progress and
# content-length callbacks, OpenURI::Meta on the String URI::HTTP#read
# returns.

module OpenURI
  class HTTPError < StandardError
    attr_reader :io

    def initialize(message, io)
      super(message)
      @io = io
    end
  end

  class HTTPRedirect < HTTPError
    attr_reader :uri

    def initialize(message, io, uri)
      super(message, io)
      @uri = uri
    end
  end

  class TooManyRedirects < HTTPError; end

  Options = {
    proxy: true, proxy_http_basic_authentication: true, progress_proc: true, content_length_proc: true,
    http_basic_authentication: true, read_timeout: true, open_timeout: true, ssl_ca_cert: nil,
    ssl_verify_mode: nil, ftp_active_mode: false, redirect: true, encoding: nil
  }

  # What the StringIO of a response knows of it.
  module Meta
    attr_accessor :status, :base_uri
    attr_reader :meta

    def __punch_meta(status, base_uri, response)
      @status = status
      @base_uri = base_uri
      @meta = {}
      @metas = {}
      response.each_header do |name, text|
        @meta[name] = text
        @metas[name] = response.get_fields(name)
      end
      self
    end

    def metas
      @metas
    end

    def content_type_parse
      text = @meta['content-type']
      return nil if text.nil?
      media, *params = text.split(';').map(&:strip)
      [media.downcase, *params.map { |p| k, v = p.split('=', 2); [k.downcase, v.to_s.delete('"')] }]
    end

    def content_type
      parsed = content_type_parse
      parsed ? parsed[0] : 'application/octet-stream'
    end

    # the charset named by the Content-Type, else ISO-8859-1 for text/* over
    # http (RFC 2616 3.7.1), else none
    def charset
      parsed = content_type_parse
      if parsed
        found = parsed[1..].find { |name, _| name == 'charset' }
        return found[1].downcase if found
        return 'iso-8859-1' if parsed[0].start_with?('text/') && @base_uri && @base_uri.scheme.casecmp?('http')
      end
      block_given? ? yield : nil
    end

    def content_encoding
      (@meta['content-encoding'] || '').split(',').map { |v| v.strip.downcase }
    end

    def last_modified
      text = @meta['last-modified']
      text && Time.httpdate(text)
    end
  end

  # URI::HTTP#open and #read.
  module OpenRead
    def open(*rest, &block)
      OpenURI.open_uri(self, *rest, &block)
    end

    # the body; Ruby's String also answers OpenURI::Meta's methods, which a
    # String of Punch's runtime cannot (no singleton methods on Strings):
    # use open for the meta data
    def read(options = {})
      open(options, &:read)
    end
  end

  def self.__punch_options(uri, rest)
    mode = rest.first.is_a?(String) || rest.first.is_a?(Integer) ? rest.shift : nil
    rest.shift if rest.first.is_a?(Integer) # perm
    options = rest.shift || {}
    if mode && !%w[r rb rt].include?(mode.to_s.delete(':').split(':').first)
      raise ArgumentError, "invalid access mode #{mode} (#{uri.class} resource is read only.)"
    end
    headers = {}
    opts = {}
    options.each_pair do |key, value|
      if key.is_a?(String)
        headers[key] = value
      elsif Options.key?(key)
        opts[key] = value
      else
        raise ArgumentError, "unrecognized option: #{key}"
      end
    end
    [headers, opts]
  end

  def self.open_uri(name, *rest)
    uri = name.is_a?(URI::Generic) ? name : URI.parse(name)
    headers, opts = __punch_options(uri, rest.dup)
    io = __punch_fetch(uri, headers, opts)
    return io unless block_given?
    begin
      yield io
    ensure
      io.close unless io.closed?
    end
  end

  PUNCH_ENCODINGS = { 'utf-8' => Encoding::UTF_8, 'utf8' => Encoding::UTF_8, 'us-ascii' => Encoding::US_ASCII,
                      'ascii' => Encoding::US_ASCII, 'binary' => Encoding::ASCII_8BIT }.freeze

  def self.__punch_fetch(uri, headers, opts)
    seen = []
    loop do
      raise ArgumentError, "unsupported scheme for open-uri: #{uri.scheme}" unless uri.is_a?(URI::HTTP)
      seen << uri.to_s
      session = Net::HTTP.new(uri.hostname, uri.port)
      session.use_ssl = uri.scheme == 'https'
      session.open_timeout = opts[:open_timeout] if opts.key?(:open_timeout)
      session.read_timeout = opts[:read_timeout] if opts.key?(:read_timeout)
      session.ca_file = opts[:ssl_ca_cert] if opts[:ssl_ca_cert].is_a?(String)
      session.verify_mode = opts[:ssl_verify_mode] if opts[:ssl_verify_mode]
      req = Net::HTTP::Get.new(uri.request_uri, headers)
      if (auth = opts[:http_basic_authentication])
        req.basic_auth(auth[0], auth[1])
      end
      response = session.start { |http| http.request(req) }
      status = [response.code, response.message]
      io = StringIO.new(response.body || +'')
      io.extend(Meta)
      io.__punch_meta(status, uri, response)
      # the charset's encoding; Punch's Strings are UTF-8, US-ASCII or
      # binary, so another charset (ISO-8859-1 for text/* without one)
      # leaves the bytes binary where Ruby tags them with it
      enc = PUNCH_ENCODINGS[io.charset.to_s.downcase]
      io.string.force_encoding(enc || Encoding::ASCII_8BIT)
      case response
      when Net::HTTPSuccess
        return io
      when Net::HTTPMovedPermanently, Net::HTTPFound, Net::HTTPSeeOther, Net::HTTPTemporaryRedirect, Net::HTTPPermanentRedirect
        target = response['location']
        raise HTTPError.new(status.join(' '), io) if target.nil? || opts[:redirect] == false
        moved = uri + target
        if uri.scheme.casecmp?('https') && moved.scheme.casecmp?('http')
          raise "redirection forbidden: #{uri} -> #{moved}"
        end
        raise TooManyRedirects.new("Too many redirects", io) if seen.size > 64
        raise "redirection loop: #{seen.join(' ')}" if seen.include?(moved.to_s)
        uri = moved
      else
        raise HTTPError.new(status.join(' '), io)
      end
    end
  end
end

module URI
  class HTTP
    include OpenURI::OpenRead
  end

  def self.open(name, *rest, &block)
    if name.respond_to?(:open) && !name.is_a?(String)
      name.open(*rest, &block)
    elsif name.is_a?(String) && name.match?(%r{\A[A-Za-z][A-Za-z0-9+\-.]*://})
      OpenURI.open_uri(URI.parse(name), *rest, &block)
    else
      File.open(name, *rest, &block)
    end
  end
end
