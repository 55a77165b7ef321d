# CSV for Punch's Ruby runtime: Ruby 3.1's csv (3.2.2), written for rlib.
# The text is split into rows and fields by the Go reader behind
# CSV.__rows (rlib/csv: separators, quoting, MalformedCSVError); this file
# is the rest: options, converters, headers, CSV::Row, CSV::Table, writing.
class CSV
  include Enumerable

  class MalformedCSVError < RuntimeError
    attr_reader :line_number
    alias lineno line_number

    def initialize(message, line_number)
      @line_number = line_number
      super("#{message} in line #{line_number}.")
    end
  end

  DateMatcher = /\A(?:(\w+,?\s+)?\w+\s+\d{1,2},?\s+\d{2,4}|\d{4}-\d{2}-\d{2})\z/x
  DateTimeMatcher = /\A(?:(\w+,?\s+)?\w+\s+\d{1,2}\s+\d{1,2}:\d{1,2}:\d{1,2},?\s+\d{2,4}|\d{4}-\d{2}-\d{2}\s\d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?(?:[+-]\d{2}(?::\d{2})|Z)?)?)?)\z/x

  Converters = {
    integer: lambda { |f| Integer(f) rescue f },
    float: lambda { |f| Float(f) rescue f },
    numeric: [:integer, :float],
    date: lambda { |f| f =~ DateMatcher ? (Date.parse(f) rescue f) : f },
    date_time: lambda { |f| f =~ DateTimeMatcher ? (DateTime.parse(f) rescue f) : f },
    all: [:date_time, :numeric],
  }

  HeaderConverters = {
    downcase: lambda { |h| h.downcase },
    symbol: lambda { |h| h.downcase.gsub(/[^\s\w]+/, '').strip.gsub(/\s+/, '_').to_sym },
    symbol_raw: lambda { |h| h.to_sym },
  }

  DEFAULT_OPTIONS = {
    col_sep: ',',
    row_sep: :auto,
    quote_char: '"',
    field_size_limit: nil,
    converters: nil,
    unconverted_fields: nil,
    headers: false,
    return_headers: false,
    header_converters: nil,
    skip_blanks: false,
    force_quotes: false,
    skip_lines: nil,
    liberal_parsing: false,
    quote_empty: true,
  }.freeze

  class << self
    def parse(str, **options, &block)
      csv = new(str, **options)
      return csv.each(&block) if block
      csv.read
    end

    def parse_line(line, **options)
      new(line, **options).shift
    end

    def generate_line(row, **options)
      str = +''
      csv = new(str, **options)
      csv << row
      str
    end

    def generate(str = nil, **options)
      str = str ? str : +''
      csv = new(str, **options)
      csv.to_io.pos = str.bytesize # appends to the String given
      yield csv
      csv.string
    end

    def read(path, **options)
      new(File.read(path), **options).read
    end
    alias readlines read

    def foreach(path, mode = 'r', **options, &block)
      return to_enum(__method__, path, mode, **options) unless block
      new(File.read(path), **options).each(&block)
    end

    def table(path, **options)
      read(path, headers: true, converters: :numeric, header_converters: :symbol, **options)
    end

    def instance(data = $stdout, **options)
      new(data, **options)
    end
  end

  attr_reader :col_sep, :quote_char, :converters, :header_converters, :skip_lines, :lineno, :line

  def initialize(data = '', col_sep: ',', row_sep: :auto, quote_char: '"', field_size_limit: nil,
                 converters: nil, unconverted_fields: nil, headers: false, return_headers: false,
                 write_headers: nil, header_converters: nil, skip_blanks: false, force_quotes: false,
                 skip_lines: nil, liberal_parsing: false, internal_encoding: nil, external_encoding: nil,
                 encoding: nil, nil_value: nil, empty_value: '', strip: false, quote_empty: true,
                 write_converters: nil, write_nil_value: nil, write_empty_value: '')
    raise ArgumentError, 'Cannot parse nil as CSV' if data.nil?
    @io = data.is_a?(String) ? StringIO.new(data) : data
    @col_sep = col_sep.to_s
    @row_sep = row_sep
    @quote_char = quote_char.nil? ? nil : quote_char.to_s
    if @quote_char && @quote_char.length != 1
      raise ArgumentError, ":quote_char has to be nil or a single character String"
    end
    @converters = converter_list(converters, Converters)
    @header_converters = converter_list(header_converters, HeaderConverters)
    @use_headers = headers
    @return_headers = return_headers
    @write_headers = write_headers
    @skip_blanks = skip_blanks
    @force_quotes = force_quotes
    @skip_lines = skip_lines.is_a?(String) ? Regexp.new(Regexp.escape(skip_lines)) : skip_lines
    @liberal_parsing = liberal_parsing
    @nil_value = nil_value
    @empty_value = empty_value
    @strip = strip
    @quote_empty = quote_empty
    @write_nil_value = write_nil_value
    @write_empty_value = write_empty_value
    @lineno = 0
    @headers = nil
    @headers = parse_headers_option(headers) if headers.is_a?(Array) || headers.is_a?(String)
    @rows = nil
  end

  def headers
    @headers || (@use_headers ? true : nil)
  end

  def header_row?
    @use_headers && @headers.nil?
  end

  def return_headers?; @return_headers; end
  def write_headers?; @write_headers; end
  def skip_blanks?; @skip_blanks; end
  def force_quotes?; @force_quotes; end
  def liberal_parsing?; @liberal_parsing; end

  def row_sep
    @row_sep == :auto ? (@rows ? @detected_row_sep : $INPUT_RECORD_SEPARATOR || "\n") : @row_sep
  end

  def string
    @io.string
  end

  def to_io
    @io
  end

  def rewind
    @rows = nil
    @lineno = 0
    @headers = nil unless @use_headers.is_a?(Array) || @use_headers.is_a?(String)
    @io.rewind
  end

  def shift
    load_rows
    loop do
      raw = @rows.shift
      if raw.nil?
        raise MalformedCSVError.new(*@failure) if @failure
        return nil
      end
      @lineno += 1
      @line = raw
      fields = raw
      next if @skip_blanks && fields.empty?
      if @skip_lines
        text = fields.map { |f| f.nil? ? '' : f }.join(@col_sep)
        next if @skip_lines.match(text)
      end
      fields = fields.map { |f| f.nil? ? @nil_value : (f.empty? ? @empty_value : f) }
      if @use_headers
        if @headers.nil?
          @headers = fields.map { |h| convert_header(h) }
          @headers.each { |h| h.freeze if h.is_a?(String) }
          next unless @return_headers
          return Row.new(@headers, fields, true)
        end
        return Row.new(@headers, convert_fields(fields))
      end
      return convert_fields(fields)
    end
  end
  alias gets shift
  alias readline shift

  def each(&block)
    return to_enum(__method__) unless block
    while (row = shift)
      yield row
    end
    self
  end

  def read
    rows = to_a
    if @use_headers
      Table.new(rows, headers: @headers || [])
    else
      rows
    end
  end
  alias readlines read

  def <<(row)
    fields = case row
             when Row then row.fields
             when Hash then (@headers || row.keys).map { |h| row[h] }
             else row
             end
    if @use_headers && !@wrote_headers && @headers && @write_headers
      @wrote_headers = true
      @io << generate_row(@headers)
    end
    @io << generate_row(fields)
    @lineno += 1
    self
  end
  alias add_row <<
  alias puts <<

  def inspect
    "#<CSV io_type:#{@io.class} lineno:#{@lineno} col_sep:#{@col_sep.inspect} row_sep:#{row_sep.inspect} quote_char:#{@quote_char.inspect}>"
  end

  private

  def converter_list(given, table)
    list = []
    Array(given).each do |c|
      if c.is_a?(Symbol) || c.is_a?(String)
        named = table[c.to_sym]
        raise NoMethodError, "undefined method `arity' for nil:NilClass" if named.nil?
        if named.is_a?(Array)
          list.concat(converter_list(named, table))
        else
          list << named
        end
      else
        list << c
      end
    end
    list
  end

  def parse_headers_option(h)
    h = CSV.parse_line(h, col_sep: @col_sep, row_sep: @row_sep, quote_char: @quote_char) if h.is_a?(String)
    h.map { |x| convert_header(x) }
  end

  def convert_header(h)
    return h if h.nil?
    @header_converters.each do |c|
      break unless h.is_a?(String)
      h = c.arity == 1 ? c.call(h) : c.call(h, nil)
    end
    h
  end

  def convert_fields(fields)
    return fields if @converters.empty?
    fields.map do |f|
      @converters.each do |c|
        break unless f.is_a?(String)
        f = c.arity == 1 ? c.call(f) : c.call(f, nil)
      end
      f
    end
  end

  def load_rows
    return if @rows
    text = @io.read || ''
    strip = case @strip
            when true then "\s\t\n\v\f\r\0"
            when String then @strip
            end
    sep = @row_sep == :auto ? nil : @row_sep.to_s
    @detected_row_sep = sep || CSV.__row_sep(text)
    @rows, @failure = CSV.__rows(text, @col_sep, sep, @quote_char, @liberal_parsing ? true : false, strip, 0)
  end

  def generate_row(fields)
    sep = @row_sep == :auto ? ($INPUT_RECORD_SEPARATOR || "\n") : @row_sep.to_s
    fields.map { |f| quote_field(f) }.join(@col_sep) + sep
  end

  def quote_field(field)
    if field.nil?
      field = @write_nil_value
      return @force_quotes ? (@quote_char || '') * 2 : '' if field.nil?
    elsif field.respond_to?(:empty?) && field.empty?
      field = @write_empty_value
    end
    field = String(field)
    q = @quote_char || ''
    if @force_quotes
      return q + field.gsub(q, q * 2) + q
    end
    if field.empty?
      return @quote_empty ? q * 2 : ''
    end
    rs = @row_sep == :auto ? "\r\n" : @row_sep.to_s
    if (!q.empty? && field.include?(q)) || field.include?(@col_sep) || field.match?(/[\r\n]/) ||
       (!rs.empty? && field.include?(rs))
      q + field.gsub(q, q * 2) + q
    else
      field
    end
  end

  class Row
    include Enumerable

    def initialize(headers, fields, header_row = false)
      @header_row = header_row
      headers.each { |h| h.freeze if h.is_a?(String) }
      @row = if fields.size >= headers.size
               headers.zip(fields) + fields[headers.size..-1].map { |f| [nil, f] }
             else
               headers.zip(fields)
             end
    end

    def initialize_copy(other)
      super
      @row = @row.map(&:dup)
    end

    def header_row?; @header_row; end
    def field_row?; !@header_row; end

    def headers
      @row.map(&:first)
    end

    def field(header_or_index, minimum_index = 0)
      finder = header_or_index.is_a?(Integer) || header_or_index.is_a?(Range) ? :[] : :assoc
      pair = if finder == :[]
               @row[header_or_index]
             else
               @row[minimum_index..-1].assoc(header_or_index)
             end
      if header_or_index.is_a?(Range)
        pair.nil? ? nil : pair.map(&:last)
      else
        pair.nil? ? nil : pair.last
      end
    end
    alias [] field

    def fetch(header, *varargs)
      raise ArgumentError, "Too many arguments" if varargs.length > 1
      pair = @row.assoc(header)
      if pair
        pair.last
      elsif block_given?
        yield header
      elsif varargs.empty?
        raise KeyError, "key not found: #{header}"
      else
        varargs.first
      end
    end

    def has_key?(header)
      @row.any? { |pair| pair.first == header }
    end
    alias include? has_key?
    alias key? has_key?
    alias member? has_key?
    alias header? has_key?

    def []=(*args)
      value = args.pop
      if args.first.is_a?(Integer)
        if @row[args.first].nil?
          @row[args.first] = [nil, value]
        else
          @row[args.first][1] = value
        end
      else
        index = index(*args)
        if index.nil?
          self << [args.first, value]
        else
          @row[index][1] = value
        end
      end
    end

    def <<(arg)
      if arg.is_a?(Array) && arg.size == 2
        @row << arg
      elsif arg.is_a?(Hash)
        arg.each { |pair| @row << pair }
      else
        @row << [nil, arg]
      end
      self
    end

    def push(*args)
      args.each { |a| self << a }
      self
    end

    def delete(header_or_index, minimum_index = 0)
      if header_or_index.is_a?(Integer)
        @row.delete_at(header_or_index)
      elsif (i = index(header_or_index, minimum_index))
        @row.delete_at(i)
      else
        []
      end
    end

    def delete_if(&block)
      return enum_for(__method__) { size } unless block
      @row.delete_if(&block)
      self
    end

    def index(header, minimum_index = 0)
      i = @row[minimum_index..-1].index { |pair| pair.first == header }
      i.nil? ? nil : i + minimum_index
    end

    def field?(data)
      fields.include?(data)
    end

    def fields(*headers_and_or_ranges)
      if headers_and_or_ranges.empty?
        @row.map(&:last)
      else
        all = []
        headers_and_or_ranges.each do |h|
          if h.is_a?(Array)
            all << field(*h)
          elsif h.is_a?(Range)
            all.concat(field(h) || [])
          else
            all << field(h)
          end
        end
        all
      end
    end
    alias values_at fields

    def each(&block)
      return enum_for(__method__) { size } unless block
      @row.each(&block)
      self
    end
    alias each_pair each

    def size
      @row.size
    end
    alias length size

    def empty?
      @row.empty?
    end

    def ==(other)
      return @row == other.row if other.is_a?(CSV::Row)
      @row == other
    end

    def to_h
      h = {}
      @row.each { |k, v| h[k] = v unless h.key?(k) }
      h
    end
    alias to_hash to_h

    def to_a
      @row.map(&:dup)
    end

    def deconstruct_keys(keys)
      keys.nil? ? to_h : keys.to_h { |k| [k, self[k]] }
    end

    def deconstruct
      fields
    end

    def dig(index_or_header, *indexes)
      value = field(index_or_header)
      return value if indexes.empty? || value.nil?
      value.dig(*indexes)
    end

    def to_csv(**options)
      fields.to_csv(**options)
    end
    alias to_s to_csv

    def inspect
      str = +'#<CSV::Row'
      @row.each { |h, f| str << ' ' << (h.is_a?(Symbol) ? h.to_s : h.inspect) << ':' << f.inspect }
      str << '>'
    end

    protected

    def row
      @row
    end
  end

  class Table
    include Enumerable

    attr_reader :mode, :table
    protected :table

    def initialize(array_of_rows, headers: nil)
      @table = array_of_rows
      @headers = headers
      @headers = @table.first.headers if @headers.nil? && !@table.empty?
      @headers ||= []
      @mode = :col_or_row
    end

    def headers
      @table.empty? ? @headers.dup : @table.first.headers
    end

    def by_col; self.class.new(@table.dup).by_col!; end
    def by_col!; @mode = :col; self; end
    def by_col_or_row; self.class.new(@table.dup).by_col_or_row!; end
    def by_col_or_row!; @mode = :col_or_row; self; end
    def by_row; self.class.new(@table.dup).by_row!; end
    def by_row!; @mode = :row; self; end

    def [](index_or_header)
      if @mode == :row || (@mode == :col_or_row && (index_or_header.is_a?(Integer) || index_or_header.is_a?(Range)))
        @table[index_or_header]
      else
        @table.map { |row| row[index_or_header] }
      end
    end

    def []=(index_or_header, value)
      if @mode == :row || (@mode == :col_or_row && index_or_header.is_a?(Integer))
        @table[index_or_header] = value.is_a?(Array) ? Row.new(headers, value) : value
      else
        if value.is_a?(Array)
          @table.each_with_index { |row, i| row[index_or_header] = value[i] }
        else
          @table.each { |row| row[index_or_header] = value }
        end
      end
    end

    def values_at(*indices_or_headers)
      if @mode == :row || (@mode == :col_or_row && indices_or_headers.all? { |i| i.is_a?(Integer) || i.is_a?(Range) })
        @table.values_at(*indices_or_headers)
      else
        @table.map { |row| row.values_at(*indices_or_headers) }
      end
    end

    def <<(row_or_array)
      @table << (row_or_array.is_a?(Array) ? Row.new(headers, row_or_array) : row_or_array)
      self
    end

    def push(*rows)
      rows.each { |r| self << r }
      self
    end

    def delete(*indexes_or_headers)
      deleted = indexes_or_headers.map do |ih|
        if @mode == :row || (@mode == :col_or_row && ih.is_a?(Integer))
          @table.delete_at(ih)
        else
          @table.map { |row| row.delete(ih).last }
        end
      end
      indexes_or_headers.size == 1 ? deleted[0] : deleted
    end

    def delete_if(&block)
      return enum_for(__method__) { @mode == :row || @mode == :col_or_row ? size : headers.size } unless block
      if @mode == :row || @mode == :col_or_row
        @table.delete_if(&block)
      else
        headers.each { |h| delete(h) if yield([h, self[h]]) }
      end
      self
    end

    def each(&block)
      return enum_for(__method__) { @mode == :col ? headers.size : size } unless block
      if @mode == :col
        headers.each { |h| yield([h, self[h]]) }
      else
        @table.each(&block)
      end
      self
    end

    def ==(other)
      return @table == other.table if other.is_a?(CSV::Table)
      @table == other
    end

    def to_a
      array = [headers]
      @table.each { |row| array.push(row.fields) unless row.header_row? }
      array
    end

    def to_csv(write_headers: true, limit: nil, **options)
      array = write_headers ? [headers.to_csv(**options)] : []
      rows = limit ? @table.first(limit) : @table
      rows.each { |row| array.push(row.fields.to_csv(**options)) unless row.header_row? }
      array.join('')
    end
    alias to_s to_csv

    def size
      @table.size
    end
    alias length size

    def dig(index_or_header, *index_or_headers)
      value = self[index_or_header]
      return value if value.nil? || index_or_headers.empty?
      value.dig(*index_or_headers)
    end

    def inspect
      "#<CSV::Table mode:#{@mode} row_count:#{to_a.size}>"
    end
  end
end

class Array
  def to_csv(**options)
    CSV.generate_line(self, **options)
  end
end

class String
  def parse_csv(**options)
    CSV.parse_line(self, **options)
  end
end

def CSV(*args, **options, &block)
  CSV.instance(*args, **options, &block)
end
