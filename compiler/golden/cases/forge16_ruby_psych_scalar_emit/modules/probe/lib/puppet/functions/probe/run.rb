require 'yaml'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # ambiguous strings
  def p0
    %w[yes no on off true false null ~ Yes NO y n 1 1.0 0o17 0x1F 1e3 .inf -.inf .nan 1_000 012 08 +1 -0 2024-01-02 12:30 1:2:3].map { |s| { s => s } }.to_yaml
  end

  # special characters
  def p1
    ['a: b', '- x', '#c', 'x #y', '@at', '`bt', '!bang', '&amp', '*star', '%pct', '|pipe', '>gt', "'q", '"dq', '{a}', '[b]', ',c', '?', 'a?', ': x', 'x:', 'a,b'].to_yaml
  end

  # whitespace and multiline
  def p2
    ['', ' ', ' lead', 'trail ', "two\nlines", "trail nl\n", "two nl\n\n", "\ttab", "cr\r\nlf", "  \n x", "a\n b\nc"].to_yaml
  end

  # unicode and control
  def p3
    ["café", "日本", "\u00e9\u0301", "\u0007bell", "nul\u0000", "\u2028sep", "emoji 😀", "\u00a0nbsp", "\e[0m"].to_yaml
  end

  # numbers and symbols
  def p4
    [1, -1, 1.5, 1.0, 1e20, 1.0e-7, 2**70, -0.0, Float::INFINITY, -Float::INFINITY, :sym, :'with space', nil, true].to_yaml
  end

  # nested structures
  def p5
    { 'list' => [], 'map' => {}, 'nested' => [[1, [2]], { 'a' => [{ 'b' => nil }] }], 'empty_str' => '', 'sym_key' => { k: 'v' } }.to_yaml
  end

  # line width folding
  def p6
    { 'long' => 'word ' * 30, 'longnospace' => 'x' * 100, 'url' => 'https://example.com/' + ('a/' * 50) }.to_yaml
  end

  # dump options
  def p7
    YAML.dump({ 'a' => [1, 2], 'b' => 'c' }, line_width: -1, indentation: 4)
  end

  # shared references
  def p8
    a = [1, 2]; { 'x' => a, 'y' => a }.to_yaml
  end

  # string with colon keys
  def p9
    { 'key: with colon' => 1, 'key with - dash' => 2, '- lead' => 3, 'null' => 4, 'true' => 5, 1 => 'int key', nil => 'nil key' }.to_yaml
  end

  # to_yaml of scalars
  def p10
    [ 'plain'.to_yaml, 42.to_yaml, nil.to_yaml, true.to_yaml, "multi\nline".to_yaml, ''.to_yaml ]
  end

  # binary string
  def p11
    ["\xff\xfe".b, 'ascii'.b].to_yaml
  end

  # round trip
  def p12
    src = { 'a' => 'yes', 'b' => '1.0', 'c' => "x\ny", 'd' => ['~', ''] }; YAML.safe_load(src.to_yaml) == src
  end

  # safe_load parse scalars
  def p13
    YAML.safe_load("a: yes\nb: 0o17\nc: 017\nd: 0x1F\ne: 1_000\ng: 12:30:00\nh: .5\ni: +.inf\nj: '1'\nk: !!str 3\nl: ~\nm: 1e3\nn: 0b101\n")
  end

  # date disallowed
  def p14
    (YAML.safe_load("f: 2024-01-02") rescue [$!.class.name, $!.message])
  end

  # safe_load errors
  def p15
    [(YAML.safe_load("a: *x") rescue $!.class.name), (YAML.safe_load("a: !ruby/object:Object {}") rescue $!.class.name), (YAML.safe_load("--- :sym") rescue $!.class.name)]
  end

  # load symbols permitted
  def p16
    YAML.safe_load("--- :sym\n", permitted_classes: [Symbol])
  end

  # syntax error message
  def p17
    begin; YAML.safe_load("a: [1, 2\nb: 3"); rescue Psych::SyntaxError => e; [e.message, e.line, e.column, e.problem, e.context]; end
  end

  # multi documents
  def p18
    YAML.load_stream("--- 1\n--- 2\n...\n--- [3]\n")
  end

  # dump_stream
  def p19
    YAML.dump_stream({ 'a' => 1 }, [2])
  end
end
