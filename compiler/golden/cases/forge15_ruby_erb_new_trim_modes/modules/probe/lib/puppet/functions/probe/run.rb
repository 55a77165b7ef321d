require 'erb'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    ERB.new("a\n<% [1, 2].each do |x| -%>\nx=<%= x %>\n<% end -%>\nb\n", trim_mode: '-').result(binding)
  end

  def p1
    ERB.new("<% if true %>\nyes\n<% end %>\n", trim_mode: '<>').result
  end

  def p2
    ERB.new("% 2.times do |i|\nline <%= i %>\n% end\n%% literal\n", trim_mode: '%').result(binding)
  end

  def p3
    ERB.new("<%# comment %>a<%% b %>", trim_mode: nil).result
  end

  def p4
    ERB.new("v=<%= @v %>").result(Struct.new(:v) { def get_binding = binding }.new(1).then { |o| o.instance_variable_set(:@v, 9); o.get_binding })
  end

  def p5
    ERB.new("<%= name %>-<%= n * 2 %>").result_with_hash(name: 'x', n: 21)
  end

  def p6
    ERB.new("  <%- if true -%>\n  in\n  <%- end -%>\n", trim_mode: '-').result
  end

  def p7
    ERB.new("a <%== '<b>' %>").result rescue $!.class
  end

  def p8
    ERB.new("<%= '<&>' %>").result.then { |s| ERB::Util.h(s) }
  end

  def p9
    ERB.new("x\n<% z = 5 %>\n<%= z %>", trim_mode: '>').result
  end

  def p10
    t = ERB.new("<%= a %>"); a = 'local'; t.result(binding)
  end

  def p11
    ERB.new('<%= [1,2].map { |i| "<#{i}>" }.join %>').result
  end

  def p12
    ERB.new("<%= \"multi\nline\" %>|").result
  end

  def p13
    ERB.new("<% x = [] %><% x << 1 %><%= x.inspect %>").result
  end

  def p14
    ERB.new("bad <%= nosuch_var %>").result rescue [$!.class, $!.message.sub(/ for .*/, '')]
  end

  def p15
    ERB.new("<% raise 'inside' %>").result rescue [$!.class, $!.message]
  end

  def p16
    ERB.version
  end

  def p17
    ERB.new("<%= 1 + %>").result rescue $!.class
  end

  def p18
    ERB.new("a<%= 1 -%>\nb", trim_mode: '-').src.include?('_erbout')
  end
end
