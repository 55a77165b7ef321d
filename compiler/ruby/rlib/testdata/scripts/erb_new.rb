# ERB.new in module Ruby (Puppet has erb loaded): result with a binding, without, result_with_hash, trim modes.
x = 5
show('binding') { ERB.new('v=<%= x %>').result(binding) }
show('no binding') { ERB.new("a\n<% if true -%>\nb\n<% end -%>\n", trim_mode: '-').result }
show('map') { ERB.new('<%= [1, 2].map { |i| i * 2 }.join(",") %>').result }
show('literal') { ERB.new('<%% literal %> and %%> <%= "%%>" %>').result }
tpl = ERB.new(<<~TPL, trim_mode: '-')
  [<%= name %>]
  <%- items.each_with_index do |item, i| -%>
  item<%= i %> = <%= item %>
  <%- end -%>
  <%# a comment -%>
  count = <%= items.size %>
TPL
show('with hash') { tpl.result_with_hash(name: 'pool', items: %w[a b]) }
show('with hash empty') { ERB.new('<%= 1 + 1 %>').result_with_hash({}) }
show('string keys') { ERB.new('<%= a %>').result_with_hash('a' => 1) }
show('gt') { ERB.new("<% 2.times do |i| %>\nl<%= i %>\n<% end %>\n", trim_mode: '>').result }
show('ltgt') { ERB.new("<% 2.times do |i| %>\n  l<%= i %> <% if i == 0 %>z<% end %>\n<% end %>\n", trim_mode: '<>').result }
show('percent') { ERB.new("% 2.times do |i|\nrow <%= i %>\n% end\n%% literal\n", trim_mode: '%').result }
show('percent dash') { ERB.new("% [1].each do |i|\n  <%- if i -%>\n  x<%= i %>\n  <%- end -%>\n% end\n", trim_mode: '%-').result }
show('no trim') { ERB.new("a <% if true %>\nb<% end %>\n c").result }
show('multiline code') { ERB.new("<%\n y = 3\n z = y * 2\n%><%= z %>").result }
show('comment multi') { ERB.new("a<%# one\ntwo %>b").result }
show('src') { ERB.new('a<%= b %>c').src }
show('error') { ERB.new('<%= undefined_local_x %>').result }
show('instance vars') { o = Object.new; o.instance_variable_set(:@v, 7); ERB.new('<%= @v %>').result(o.instance_eval { binding }) }
show('not binding') { ERB.new('x').result(5) }
show('encoding') { ERB.new('é<%= 1 %>').result.encoding }
show('util') { [ERB::Util.html_escape('<a>'), ERB::Util.url_encode('a b')] }
show('crlf') { ERB.new("<% 1 -%>\r\nx", trim_mode: '-').result }
