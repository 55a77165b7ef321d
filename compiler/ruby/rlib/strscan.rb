# StringScanner for Punch's Ruby runtime, written for rlib: Ruby 3.1's
# strscan 3.0.1 as module code uses it (Puppet has it loaded: its lexer
# scans with it). The scanner keeps its place as a character index; what
# Ruby reports in bytes (pos, match?, skip, exist?, rest_size, ...) is
# counted from the characters.
class StringScanner
  class Error < StandardError; end

  Version = '3.0.1'
  Id = '$Id$'

  def initialize(string, _fixed_anchor = false, fixed_anchor: false)
    @string = string
    @cpos = 0
    @last = nil
  end

  attr_reader :string

  def string=(str)
    @string = str
    reset
    str
  end

  def concat(str)
    @string << str
    self
  end
  alias << concat

  def pos
    @string[0, @cpos].bytesize
  end
  alias pointer pos

  def pos=(n)
    size = @string.bytesize
    n += size if n < 0
    raise RangeError, 'index out of range' if n < 0 || n > size
    @cpos = @string.b[0, n].force_encoding(@string.encoding).length
    @last = nil
    n
  end
  alias_method :pointer=, :pos=

  def charpos
    @cpos
  end

  def reset
    @cpos = 0
    @last = nil
    self
  end

  def terminate
    @cpos = @string.length
    @last = nil
    self
  end
  alias clear terminate

  def unscan
    raise Error, 'unscan failed: previous match record not exist' unless @last
    @cpos = @last[:from]
    @last = nil
    self
  end

  def eos?
    @cpos >= @string.length
  end

  def rest?
    !eos?
  end

  def rest
    @string[@cpos..] || ''
  end

  def rest_size
    rest.bytesize
  end

  def beginning_of_line?
    @cpos.zero? || @string[@cpos - 1] == "\n"
  end
  alias bol? beginning_of_line?

  def peek(len)
    @string.b[pos, len].to_s.force_encoding(@string.encoding)
  end

  def getch
    return nil if eos?
    c = @string[@cpos]
    record(@cpos, @cpos, @cpos + 1, [c], nil)
    @cpos += 1
    c
  end

  def get_byte
    return nil if eos?
    from = pos
    b = @string.b[from, 1].force_encoding(@string.encoding)
    ch = @string[@cpos]
    if ch.bytesize == 1
      record(@cpos, @cpos, @cpos + 1, [b], nil)
      @cpos += 1
    else
      # a byte inside a character: the place stays on the character (the
      # runtime's strings are sequences of characters)
      record(@cpos, @cpos, @cpos, [b], nil)
    end
    b
  end

  # The short forms of scan_full (anchored at the place) and search_full
  # (searching from it): [advance the place, return the string (else its
  # size in bytes)].
  [
    [:scan, :scan_until, true, true], [:skip, :skip_until, true, false],
    [:match?, :exist?, false, false], [:check, :check_until, false, true],
  ].each do |anchored_name, search_name, advance, str|
    define_method(anchored_name) { |pattern| scan_full(pattern, advance, str) }
    define_method(search_name) { |pattern| search_full(pattern, advance, str) }
  end

  def scan_full(pattern, advance, return_string)
    m = anchored(pattern).match(rest)
    finish(m, 0, advance, return_string)
  end

  def search_full(pattern, advance, return_string)
    unless pattern.is_a?(Regexp)
      raise TypeError, "wrong argument type #{pattern.class} (expected Regexp)"
    end
    m = pattern.match(rest)
    finish(m, m ? m.begin(0) : 0, advance, return_string)
  end

  def matched?
    !@last.nil?
  end

  def matched
    @last && @last[:groups][0]
  end

  def matched_size
    @last && @last[:groups][0].bytesize
  end

  def pre_match
    @last && @string[0, @last[:start]]
  end

  def post_match
    @last && @string[@last[:stop]..]
  end

  def [](i)
    return nil unless @last
    if i.is_a?(String) || i.is_a?(Symbol)
      names = @last[:names] || []
      raise IndexError, "undefined group name reference: #{i}" unless names.include?(i.to_s)
      return @last[:named][i.to_s]
    end
    @last[:groups][i]
  end

  def size
    @last && @last[:groups].size
  end

  def captures
    @last && @last[:groups][1..]
  end

  def values_at(*indexes)
    @last && indexes.map { |i| self[i] }
  end

  def inspect
    return "#<#{self.class} fin>" if eos?
    before = @cpos.zero? ? '' : " #{clip(@string[0, @cpos], true).inspect}"
    "#<#{self.class} #{pos}/#{@string.bytesize}#{before} @ #{clip(rest, false).inspect}>"
  end

  private

  # Ruby shows five characters next to the place, with "..." for more.
  def clip(s, tail)
    return s if s.length <= 5
    tail ? '...' + s[-5..] : s[0, 5] + '...'
  end

  def record(from, start, stop, groups, match)
    @last = { from: from, start: start, stop: stop, groups: groups,
              names: match && match.names, named: match && match.named_captures }
  end

  def finish(m, _offset, advance, return_string)
    unless m
      @last = nil
      return nil
    end
    from = @cpos
    start = from + m.begin(0)
    stop = from + m.end(0)
    record(from, start, stop, m.to_a, m)
    @cpos = stop if advance
    taken = @string[from...stop]
    return_string ? taken : taken.bytesize
  end

  # The pattern matched only at the place: \A before it (a newline ends
  # a trailing comment of an extended pattern); made once per pattern.
  def anchored(pattern)
    case pattern
    when Regexp
      @anchored ||= {}
      @anchored[[pattern.source, pattern.options]] ||= begin
        extended = (pattern.options & Regexp::EXTENDED) != 0
        Regexp.new("\\A(?:#{pattern.source}#{extended ? "\n" : ''})", pattern.options)
      end
    when String
      Regexp.new("\\A#{Regexp.escape(pattern)}")
    else
      raise TypeError, "no implicit conversion of #{pattern.class} into String"
    end
  end
end
