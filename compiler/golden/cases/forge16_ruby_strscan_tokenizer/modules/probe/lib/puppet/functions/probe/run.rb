require 'strscan'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # tokenizer loop
  def p0
    ss = StringScanner.new('key = "va lue" # c'); toks = []; until ss.eos?; if ss.skip(/\s+/) then next elsif (t = ss.scan(/\w+/)) then toks << [:w, t] elsif ss.scan(/=/) then toks << [:eq] elsif ss.scan(/"((?:[^"\\]|\\.)*)"/) then toks << [:s, ss[1]] elsif ss.scan(/#.*/) then toks << [:c, ss.matched] else toks << [:x, ss.getch] end; end; toks
  end

  # positions and peeks
  def p1
    ss = StringScanner.new('abc def'); [ss.scan(/a/), ss.pos, ss.peek(2), ss.check(/bc/), ss.pos, ss.scan_until(/ /), ss.pre_match, ss.post_match, ss.rest, ss.rest_size, ss.charpos, ss.eos?]
  end

  # unscan reset terminate
  def p2
    ss = StringScanner.new('xyz'); ss.scan(/x/); ss.unscan; a = ss.pos; ss.scan(/xy/); ss.reset; b = ss.pos; ss.terminate; [a, b, ss.eos?, ss.rest, ss.scan(/./)]
  end

  # match? exist? skip_until search_full
  def p3
    ss = StringScanner.new('hello world'); [ss.match?(/hel/), ss.pos, ss.exist?(/wor/), ss.skip_until(/o/), ss.pos, ss.search_full(/r/, false, true), ss.pos]
  end

  # captures and named groups
  def p4
    ss = StringScanner.new('k1=v1'); ss.scan(/(?<k>\w+)=(?<v>\w+)/); [ss[0], ss[1], ss[:k], ss['v'], ss.captures, ss.matched_size, ss.size, (ss.values_at(0, 2) rescue $!.class.name)]
  end

  # multibyte
  def p5
    ss = StringScanner.new('héllo wörld'); ss.scan(/h./); [ss.pos, ss.charpos, ss.getch, ss.get_byte, ss.rest.valid_encoding?]
  end

  # string and concat
  def p6
    ss = StringScanner.new('ab'); ss << 'cd'; ss.scan(/abc/); [ss.string, ss.rest, ss.inspect]
  end

  # beginning_of_line
  def p7
    ss = StringScanner.new("a\nb"); ss.scan(/a\n/); [ss.beginning_of_line?, ss.scan(/^b/), ss.matched?]
  end
end
