# ERB for module Ruby (ERB.new(...).result / result_with_hash), written for
# rlib: the template is turned into Ruby code (the text appended to
# _erbout, <%= %> values with to_s, <% %> code), which result evaluates in
# the binding given. Trim modes: '-' (<%- and -%>), '>', '<>', '%' and
# their combinations; <%% and %%> are the literal tags. ERB::Util is Go.
class ERB
  def self.version
    '2.2.3'
  end

  attr_reader :src, :encoding
  attr_accessor :filename, :lineno

  def initialize(str, safe_level = nil, legacy_trim_mode = nil, legacy_eoutvar = '_erbout', trim_mode: nil, eoutvar: '_erbout')
    trim_mode = legacy_trim_mode if trim_mode.nil? && !legacy_trim_mode.nil?
    eoutvar = legacy_eoutvar if eoutvar == '_erbout' && legacy_eoutvar != '_erbout'
    @encoding = str.encoding
    @filename = nil
    @lineno = 0
    @src = "#coding:#{@encoding}\n" + __punch_compile(str.to_s, trim_mode.to_s, eoutvar)
  end

  def location=(pair)
    @filename, @lineno = pair
    @lineno ||= 0
  end

  def result(b = new_toplevel)
    eval(@src, b, @filename || '(erb)', @lineno)
  end

  def result_with_hash(hash)
    b = new_toplevel
    hash.each_pair { |key, value| b.local_variable_set(key, value) }
    result(b)
  end

  def run(b = new_toplevel)
    print result(b)
  end

  private

  # a fresh binding whose self is main (Ruby's TOPLEVEL_BINDING.dup)
  def new_toplevel
    ERB.instance_variable_get(:@__punch_main).instance_eval { binding }
  end

  # __punch_compile is the generated Ruby source of a template.
  def __punch_compile(str, trim, out)
    dash = trim.include?('-')
    percent = trim.include?('%')
    gt = trim.include?('>') && !trim.include?('<>')
    ltgt = trim.include?('<>')
    code = +"#{out} = +''"
    text = +''
    flush = lambda do
      code << "; #{out}.<< #{text.dump}.freeze" unless text.empty?
      text = +''
    end
    pos = 0
    line_start = true
    while pos < str.length
      if percent && line_start && str[pos] == '%'
        eol = str.index("\n", pos) || str.length
        line = str[(pos + 1)...eol]
        if line.start_with?('%')
          text << line << (eol < str.length ? "\n" : '')
        else
          flush.call
          code << "\n#{line}\n"
        end
        pos = eol + 1
        line_start = true
        next
      end
      open = str.index('<%', pos)
      if percent
        nl = str.index("\n", pos)
        if nl && (open.nil? || nl < open)
          text << str[pos..nl]
          pos = nl + 1
          line_start = true
          next
        end
      end
      if open.nil?
        text << str[pos..-1]
        break
      end
      text << str[pos...open]
      if str[open + 2] == '%'
        text << '<%'
        pos = open + 3
        line_start = false
        next
      end
      at_line_start = open == 0 || str[open - 1] == "\n"
      kind = str[open + 2]
      body_start = open + 2
      if dash && kind == '-'
        # <%- drops the spaces and tabs that start the line before it
        text = text.sub(/(\A|\n)[ \t]*\z/) { Regexp.last_match(1) }
        body_start += 1
        kind = str[body_start]
      end
      close = str.index('%>', body_start)
      # "%%>" inside a tag is a literal "%>", not its end
      close = str.index('%>', close + 2) while close && close > body_start && str[close - 1] == '%'
      raise SyntaxError, "(erb):#{str[0...open].count("\n") + 1}: unterminated ERB tag" if close.nil?
      body = str[body_start...close]
      trim_dash = dash && body.end_with?('-')
      body = body[0...-1] if trim_dash
      body = body.gsub('%%>', '%>')
      pos = close + 2
      case kind
      when '='
        flush.call
        code << "; #{out}.<<((#{body[1..-1]}).to_s)"
      when '#'
        flush.call
        code << ("\n" * body.count("\n"))
      else
        flush.call
        code << "\n#{body}\n"
      end
      newline = str[pos] == "\n" ? 1 : (str[pos, 2] == "\r\n" ? 2 : 0)
      if newline > 0 && (trim_dash || gt || (ltgt && at_line_start))
        pos += newline
        line_start = true
      else
        line_start = false
      end
    end
    flush.call
    code << "; #{out}"
    code
  end
end
ERB.instance_variable_set(:@__punch_main, self)
