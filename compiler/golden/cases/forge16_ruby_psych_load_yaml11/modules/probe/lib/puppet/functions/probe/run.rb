require 'yaml'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # merge keys
  def p0
    YAML.safe_load("base: &b\n  a: 1\n  b: 2\nchild:\n  <<: *b\n  b: 3\nmulti:\n  <<: [*b, {c: 4}]\n", aliases: true)
  end

  # block scalars
  def p1
    YAML.safe_load("lit: |\n  line1\n   line2\n\nfold: >\n  a\n  b\n\n  c\nstrip: |-\n  x\nkeep: |+\n  y\n\nind: |2\n    two\nlast: end\n")
  end

  # quoted escapes
  def p2
    YAML.safe_load(%q(a: "\x41\u263A\t\"q\"\\\\"
    b: 'it''s'
    c: "multi
      line"
    d: '  spaces  '
    e: "\N\_\e"
    ))
  end

  # yaml 1.1 scalars
  def p3
    YAML.safe_load("a: 1:30\nb: 1:30:00\nc: 0b1010\nd: 0o17\ne: 017\nf: 0x_1F\ng: 1_000\nh: +12\ni: .Inf\nj: -.inf\nk: .NaN\nl: 1e3\nm: 6.8523015e+5\nn: 685_230.15\no: 190:20:30.15\np: -0\nq: 0.\nr: '0.'\n").transform_values { |v| v.is_a?(Float) && v.nan? ? 'NaN' : v }
  end

  # booleans and nulls
  def p4
    YAML.safe_load("a: yes\nb: No\nc: ON\nd: off\ne: y\nf: n\ng: True\nh: FALSE\ni: ~\nj: null\nk: Null\nl:\nm: NULL\nn: ''\n")
  end

  # flow collections and complex keys
  def p5
    YAML.safe_load("a: [1, [2, 3], {x: y}]\nb: {k: v, 'q k': [a]}\n? [c, d]\n: complex\n")
  end

  # duplicate keys and ordering
  def p6
    YAML.safe_load("b: 1\na: 2\nb: 3\n")
  end

  # tags
  def p7
    [YAML.safe_load("a: !!str 123\nb: !!int '7'\nc: !!float 1\nd: !!bool 'true'\n"), (YAML.safe_load("x: !!binary aGVsbG8=\n") rescue $!.class.name), (YAML.safe_load("s: !!set {a, b}\n") rescue $!.class.name), (YAML.safe_load("o: !ruby/object:OpenStruct {}\n") rescue $!.class.name)]
  end

  # strings that look like other things
  def p8
    YAML.safe_load("a: 2024-01-02x\nb: 12:30:45.5\nc: '2024-01-02'\nd: 1.2.3\ne: 0x\nf: 1e\ng: ._\nh: -\ni: '-'\nj: :sym\nk: !\n")
  end

  # documents and comments
  def p9
    [YAML.safe_load("--- # c\na: 1 # trailing\n#full\nb: '#not'\n..."), YAML.load_stream("--- 1\n---\n- a\n").size, YAML.safe_load(""), YAML.safe_load("---\n"), YAML.safe_load("# only comment\n")]
  end

  # indentation and nested sequences
  def p10
    YAML.safe_load("list:\n- a\n- - b\n  - c\n-   d: 1\n    e: 2\nmap:\n    deep:\n        x: [1,\n          2]\n")
  end

  # errors
  def p11
    ['a: b: c', "a:\n  - b\n c: d", "[1, 2", "a: 'x", "\tb: 1", "a: &x 1\nb: *y"].map { |s| begin; YAML.safe_load(s, aliases: true); rescue Psych::Exception => e; [e.class.name, e.message]; end }
  end

  # symbols and symbolize_names
  def p12
    [YAML.safe_load("a: 1\nb: [c]\n", symbolize_names: true), YAML.safe_load(":a: 1\n", permitted_classes: [Symbol]), YAML.safe_load("a: :b\n", permitted_classes: [Symbol], symbolize_names: true)]
  end

  # freeze option and fallback
  def p13
    d = YAML.safe_load("a: [x]\n", freeze: true); [d.frozen?, d['a'].frozen?, d['a'][0].frozen?, YAML.safe_load("", fallback: {}), YAML.load("a: 1")]
  end
end
