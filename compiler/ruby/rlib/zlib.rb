# zlib for Punch's Ruby runtime: Ruby 3.1's zlib 2.1.1, written for rlib.
# Zlib::Deflate and Zlib::Inflate are Go (lib_zlib.go over rlib/zlib,
# zlib 1.2.13's own bytes); this file is the rest: the constants and error
# classes, Zlib.gzip/gunzip and the gzip files (GzipWriter, GzipReader)
# over any IO (a StringIO or a File), with Ruby's header, footer and
# messages.
module Zlib
  VERSION = '2.1.1'
  ZLIB_VERSION = '1.2.13'

  BINARY = 0
  ASCII = 1
  TEXT = 1
  UNKNOWN = 2
  NO_COMPRESSION = 0
  BEST_SPEED = 1
  BEST_COMPRESSION = 9
  DEFAULT_COMPRESSION = -1
  FILTERED = 1
  HUFFMAN_ONLY = 2
  RLE = 3
  FIXED = 4
  DEFAULT_STRATEGY = 0
  MAX_WBITS = 15
  DEF_MEM_LEVEL = 8
  MAX_MEM_LEVEL = 9
  NO_FLUSH = 0
  SYNC_FLUSH = 2
  FULL_FLUSH = 3
  FINISH = 4
  OS_MSDOS = 0
  OS_AMIGA = 1
  OS_VMS = 2
  OS_UNIX = 3
  OS_VMCMS = 4
  OS_ATARI = 5
  OS_OS2 = 6
  OS_MACOS = 7
  OS_ZSYSTEM = 8
  OS_CPM = 9
  OS_TOPS20 = 10
  OS_WIN32 = 11
  OS_QDOS = 12
  OS_RISCOS = 13
  OS_UNKNOWN = 255
  OS_CODE = OS_UNIX

  class Error < StandardError; end
  class StreamEnd < Error; end
  class NeedDict < Error; end
  class DataError < Error; end
  class StreamError < Error; end
  class MemError < Error; end
  class BufError < Error; end
  class VersionError < Error; end
  class InProgressError < Error; end

  def self.zlib_version
    ZLIB_VERSION
  end

  def self.gzip(src, level: nil, strategy: nil)
    src = String.try_convert(src) or raise TypeError, "no implicit conversion of #{src.nil? ? 'nil' : src.class} into String"
    io = StringIO.new(''.b)
    gz = GzipWriter.new(io, level, strategy)
    gz.write(src)
    gz.finish
    io.string
  end

  def self.gunzip(src)
    src = String.try_convert(src) or raise TypeError, "no implicit conversion of #{src.nil? ? 'nil' : src.class} into String"
    reader = GzipReader.allocate
    reader.__send__(:__from_string, src.b)
  end

  class GzipFile
    class Error < Zlib::Error
      attr_reader :input

      def inspect
        s = super
        return s if @input.nil?
        s.chomp('>') + ", input=#{@input.inspect}>"
      end

      def __input=(input)
        @input = input
      end
    end

    class NoFooter < Error; end
    class CRCError < Error; end
    class LengthError < Error; end

    def self.wrap(*args, **opts)
      gz = new(*args, **opts)
      return gz unless block_given?
      begin
        yield gz
      ensure
        gz.close unless gz.closed?
      end
    end

    def to_io
      @io
    end

    # a C object in Ruby: its class and address, no instance variables
    def inspect
      "#{super[/\A#<[^ >]+/]}>"
    end

    def closed?
      @closed
    end

    def sync
      false
    end

    def sync=(flag)
      flag
    end

    def os_code
      __check_open
      @os_code
    end

    def level
      __check_open
      @level
    end

    def mtime
      __check_open
      Time.at(@mtime)
    end

    def orig_name
      __check_open
      @orig_name&.dup
    end

    def comment
      __check_open
      @comment&.dup
    end

    def crc
      __check_open
      @crc
    end

    private

    def __check_open
      raise GzipFile::Error, 'closed gzip stream' if @closed
    end

    def __error(klass, message, input = nil)
      e = klass.new(message)
      e.__input = input
      e
    end
  end

  class GzipWriter < GzipFile
    def self.open(filename, level = nil, strategy = nil, **opts, &block)
      wrap(File.open(filename, 'wb'), level, strategy, **opts, &block)
    end

    def initialize(io, level = nil, strategy = nil, **_opts)
      @io = io
      @level = level.nil? ? Zlib::DEFAULT_COMPRESSION : Integer(level)
      @strategy = strategy.nil? ? Zlib::DEFAULT_STRATEGY : Integer(strategy)
      @deflate = Zlib::Deflate.new(@level, -Zlib::MAX_WBITS, Zlib::DEF_MEM_LEVEL, @strategy)
      @mtime = 0
      @os_code = Zlib::OS_CODE
      @orig_name = nil
      @comment = nil
      @crc = 0
      @size = 0
      @header = false
      @out = ''.b
      @closed = false
    end

    def mtime=(time)
      __header_field(time, false)
      @mtime = time.is_a?(Time) ? time.to_i : Integer(time)
      time
    end

    def orig_name=(name)
      @orig_name = __header_field(name, true)
    end

    def comment=(text)
      @comment = __header_field(text, true)
    end

    def write(*strings)
      __check_open
      n = 0
      strings.each do |obj|
        s = obj.is_a?(String) ? obj : obj.to_s
        __header
        @crc = Zlib.crc32(s, @crc)
        @size += s.bytesize
        @out << @deflate.deflate(s)
        n += s.bytesize
      end
      n
    end

    def <<(obj)
      write(obj)
      self
    end

    def print(*args)
      args = [$_] if args.empty?
      write(*args.map(&:to_s))
      nil
    end

    def puts(*args)
      sio = StringIO.new(''.b)
      sio.puts(*args)
      write(sio.string)
      nil
    end

    def printf(format, *args)
      write(format % args)
      nil
    end

    def putc(ch)
      write(ch.is_a?(Integer) ? (ch & 0xff).chr : ch.to_s[0])
      ch
    end

    def pos
      __check_open
      @size
    end
    alias tell pos

    def flush(flush = Zlib::SYNC_FLUSH)
      __check_open
      __header
      @out << @deflate.flush(flush) unless flush == Zlib::NO_FLUSH
      __emit
      @io.flush if @io.respond_to?(:flush)
      self
    end

    def finish
      __check_open
      __header
      @out << @deflate.finish
      @out << [@crc, @size & 0xffffffff].pack('VV')
      __emit
      @closed = true
      @io
    end

    def close
      io = finish
      io.close if io.respond_to?(:close)
      io
    end

    private

    # __header_field checks that a header field may still be set; a
    # String field is its text before any NUL.
    def __header_field(value, string)
      __check_open
      raise GzipFile::Error, 'header is already written' if @header
      return value unless string
      s = String(value).dup
      s.include?("\0") ? s[0, s.index("\0")] : s
    end

    def __header
      return if @header
      @header = true
      flags = 0
      flags |= 0x08 if @orig_name
      flags |= 0x10 if @comment
      @mtime = Time.now.to_i if @mtime.zero?
      xfl = if @level == Zlib::BEST_SPEED
              0x04
            elsif @level == Zlib::BEST_COMPRESSION
              0x02
            else
              0
            end
      @out << [0x1f, 0x8b, 8, flags, @mtime, xfl, @os_code].pack('CCCCVCC')
      @out << @orig_name.b << "\0" if @orig_name
      @out << @comment.b << "\0" if @comment
    end

    def __emit
      return if @out.empty?
      @io.write(@out)
      @out = ''.b
    end
  end

  class GzipReader < GzipFile
    include Enumerable

    def self.open(filename, **opts, &block)
      wrap(File.open(filename, 'rb'), **opts, &block)
    end

    def self.zcat(io, **opts)
      out = ''.b
      loop do
        gz = new(io, **opts)
        s = gz.read
        yield s if block_given?
        out << s unless block_given?
        rest = gz.unused
        gz.finish
        break if rest.nil?
        io = StringIO.new(rest)
      end
      block_given? ? nil : out
    end

    def initialize(io, **_opts)
      @io = io
      raw = io.read
      raw = raw.nil? ? ''.b : raw.b
      __header(raw, false)
    end

    def read(length = nil, outbuf = nil)
      __check_open
      __inflate
      if length.nil?
        if @pos >= @data.bytesize && @reads_at_end
          __footer
        end
        @reads_at_end = true
        s = @data.byteslice(@pos, @data.bytesize - @pos)
        @pos = @data.bytesize
        s.force_encoding(Encoding.default_external)
        outbuf ? outbuf.replace(s) : s
      else
        length = Integer(length)
        raise ArgumentError, "negative length #{length} given" if length.negative?
        return ''.b if length.zero?
        if @pos >= @data.bytesize
          __footer
          return nil
        end
        s = @data.byteslice(@pos, length)
        @pos += s.bytesize
        outbuf ? outbuf.replace(s) : s
      end
    end

    def readpartial(maxlen, outbuf = nil)
      __not_eof(read(maxlen, outbuf))
    end

    def gets(sep = $/, limit = nil, chomp: false)
      __check_open
      __inflate
      if sep.is_a?(Integer)
        limit = sep
        sep = $/
      end
      if @pos >= @data.bytesize
        __footer
        return nil
      end
      rest = @data.byteslice(@pos, @data.bytesize - @pos)
      line = if sep.nil?
               rest
             elsif sep.empty?
               i = rest.index(/\n\n+/n)
               i ? rest[0, i] + rest[i..][/\A\n+/n] : rest
             else
               i = rest.index(sep.b)
               i ? rest.byteslice(0, i + sep.bytesize) : rest
             end
      line = line.byteslice(0, limit) if limit && limit >= 0 && line.bytesize > limit
      @pos += line.bytesize
      @lineno += 1
      line = line.dup.force_encoding(Encoding.default_external)
      line = line.chomp(sep.nil? || sep.empty? ? "\n" : sep) if chomp && sep
      line
    end

    def readline(*args, **opts)
      __not_eof(gets(*args, **opts))
    end

    def each_line(*args, **opts, &block)
      return enum_for(:each_line, *args, **opts) unless block
      __each(:gets, args, opts, block)
    end
    alias each each_line

    def readlines(*args, **opts)
      each_line(*args, **opts).to_a
    end

    def getc
      return nil if __at_end?
      rest = @data.byteslice(@pos, 8).force_encoding(Encoding.default_external)
      c = rest[0]
      c = rest.byteslice(0, 1) unless c.valid_encoding?
      @pos += c.bytesize
      c
    end

    def readchar
      __not_eof(getc)
    end

    def each_char(&block)
      return enum_for(:each_char) unless block
      __each(:getc, [], {}, block)
    end

    def getbyte
      return nil if __at_end?
      b = @data.getbyte(@pos)
      @pos += 1
      b
    end

    def readbyte
      __not_eof(getbyte)
    end

    def each_byte(&block)
      return enum_for(:each_byte) unless block
      __each(:getbyte, [], {}, block)
    end

    def ungetc(str)
      __inflate
      s = str.is_a?(Integer) ? str.chr : str.to_s.b
      @data = @data.byteslice(0, @pos) + s + @data.byteslice(@pos, @data.bytesize - @pos)
      nil
    end

    def eof?
      __check_open
      __inflate
      @pos >= @data.bytesize
    end
    alias eof eof?

    def pos
      __check_open
      @pos
    end
    alias tell pos

    def lineno
      @lineno
    end

    def lineno=(n)
      @lineno = Integer(n)
    end

    def rewind
      __check_open
      @pos = 0
      @lineno = 0
      0
    end

    def unused
      __check_open
      __inflate
      @unused
    end

    def finish
      __check_open
      __inflate_quietly
      @closed = true
      @io
    end

    def close
      __check_open
      begin
        __inflate_quietly
        __footer
      ensure
        @closed = true
      end
      @io.close if @io.respond_to?(:close)
      @io
    end

    private

    # __at_end? tells whether all is read, checking the footer then (as
    # Ruby's read past the end does).
    def __at_end?
      __check_open
      __inflate
      return false if @pos < @data.bytesize
      __footer
      true
    end

    def __not_eof(value)
      raise EOFError, 'end of file reached' if value.nil?
      value
    end

    # __each yields what the reader method gives until nil.
    def __each(reader, args, opts, block)
      while (v = __send__(reader, *args, **opts))
        block.call(v)
      end
      self
    end

    # Zlib.gunzip: a String, checked whole, with gunzip's messages.
    def __from_string(src)
      __header(src, true)
      __inflate
      raise GzipFile::NoFooter, 'footer is not found' if @rest.empty?
      raise GzipFile::Error, 'unexpected end of string' if @rest.bytesize < 8
      __footer
      @data
    end

    def __short(raw, string)
      raise GzipFile::Error, 'unexpected end of string' if string
      raise __error(GzipFile::Error, 'not in gzip format', raw.empty? ? nil : raw)
    end

    def __header(raw, string)
      @raw = raw
      @closed = false
      @pos = 0
      @lineno = 0
      @data = nil
      @footer_done = false
      @reads_at_end = false
      __short(raw, string) if raw.bytesize < 10
      unless raw.getbyte(0) == 0x1f && raw.getbyte(1) == 0x8b
        raise __error(GzipFile::Error, 'not in gzip format', raw.empty? ? nil : raw)
      end
      method = raw.getbyte(2)
      raise GzipFile::Error, "unsupported compression method #{method}" unless method == 8
      flags = raw.getbyte(3)
      raise GzipFile::Error, 'multi-part gzip file is not supported' if flags & 0x02 != 0
      raise GzipFile::Error, 'encrypted gzip file is not supported' if flags & 0x20 != 0
      raise GzipFile::Error, format('unknown flags 0x%02x', flags) if flags & 0xc0 != 0
      xfl = raw.getbyte(8)
      @level = if xfl & 0x04 != 0
                 Zlib::BEST_SPEED
               elsif xfl & 0x02 != 0
                 Zlib::BEST_COMPRESSION
               else
                 Zlib::DEFAULT_COMPRESSION
               end
      @mtime = raw.byteslice(4, 4).unpack1('V')
      @os_code = raw.getbyte(9)
      at = 10
      if flags & 0x04 != 0
        raise GzipFile::Error, 'unexpected end of file' if raw.bytesize < at + 2
        n = raw.byteslice(at, 2).unpack1('v')
        at += 2
        raise GzipFile::Error, 'unexpected end of file' if raw.bytesize < at + n
        at += n
      end
      @orig_name = nil
      @comment = nil
      if flags & 0x08 != 0
        i = raw.index("\0".b, at) or raise GzipFile::Error, 'unexpected end of file'
        @orig_name = raw.byteslice(at, i - at)
        at = i + 1
      end
      if flags & 0x10 != 0
        i = raw.index("\0".b, at) or raise GzipFile::Error, 'unexpected end of file'
        @comment = raw.byteslice(at, i - at)
        at = i + 1
      end
      @body = raw.byteslice(at, raw.bytesize - at)
    end

    def __inflate
      return if @data
      z = Zlib::Inflate.new(-Zlib::MAX_WBITS)
      data = z.inflate(@body)
      unless z.finished?
        @data = data
        raise GzipFile::Error, 'unexpected end of file'
      end
      @data = data
      @rest = z.__send__(:__unused) || ''.b
      @unused = @rest.bytesize > 8 ? @rest.byteslice(8, @rest.bytesize - 8) : nil
      @crc = Zlib.crc32(@data)
    end

    def __inflate_quietly
      __inflate
    rescue Zlib::Error
      nil
    end

    def __footer
      return if @footer_done
      @footer_done = true
      if @rest.nil? || @rest.bytesize < 8
        raise __error(GzipFile::NoFooter, 'footer is not found', @rest.nil? || @rest.empty? ? nil : @rest)
      end
      crc, size = @rest.unpack('VV')
      raise GzipFile::CRCError, 'invalid compressed data -- crc error' unless crc == Zlib.crc32(@data)
      raise GzipFile::LengthError, 'invalid compressed data -- length error' unless size == (@data.bytesize & 0xffffffff)
    end
  end
end
