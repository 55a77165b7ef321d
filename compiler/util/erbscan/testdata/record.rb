# Records Ruby 3.1's ERB#src for each template and trim mode below into
# src.json (run from this folder: ruby record.rb). erbscan's test compares
# Compile's program with it. Names zqN inside tags are found again by the
# test to check the map from program offsets back to the template.
require 'erb'
require 'json'

templates = [
  '',
  'plain text',
  "a\nb\n",
  'a<%= zq1 %>b',
  "<% zq1 = 1 %>\n<%= zq1 %>\n",
  "<%# a comment %>x\n<%# two\nlines %>y",
  "<%% literal %%> <%= '%%>' %> %%> and %> outside",
  "a\n<% if zq1 -%>\nb\n<% end -%>\nc",
  "  <%- zq1 -%>\n\t<%- zq2 %>x",
  "x <%- zq1 -%>   <%- zq2 -%>\n",
  "<%= zq1 %>  <%- zq2 %>",
  "<% 2.times do |i| %>\nl<%= i %>\n<% end %>\n",
  "<% 2.times do |i| %>\n  l<%= i %> <% if i == 0 %>z<% end %>\n<% end %>\n",
  "% 2.times do |i|\nrow <%= i %>\n% end\n%% literal\n",
  "% [1].each do |i|\n  <%- if i -%>\n  x<%= i %>\n  <%- end -%>\n% end\n",
  "a <% if true %>\nb<% end %>\n c",
  "<%\n zq1 = 3\n zq2 = zq1 * 2\n%><%= zq2 %>",
  "<% zq1 -%>\r\nx\r\n<% zq2 %>\r\ny",
  "<% zq1 %>\r\n%x\r\n",
  "unterminated <% zq1 ",
  "unterminated <%= zq1 -%",
  "%\n%%\n% zq1\n",
  "%",
  "a%>\nb<%= zq1 %>\n",
  "\t<%# c -%>\n<%= \"q\\n\" -%>\n",
  "<%= zq1 -%><%= zq2 -%>",
  "  <% zq1 %>  \n<%= zq2 %>\n",
  "text \"quoted\" \\ back \#{not} \#@x \#$y \e\u00e9\u{1F600}\t<%= zq1 %>",
  "<%=zq1%><%%=x%><%#%>\n",
  "<% zq1 <%= inner %> -%>\n",
  "line1\n  <%- zq1 -%>\nline3 <%- zq2 -%>\n",
  "<%- zq1 %>\n%<%= zq2 %>\n",
  "x<%= zq1 %>\n<% zq2 %>\n\n",
  "<% zq1 %>\r",
]
modes = [nil, '>', '<>', '-', '%', '%>', '%<>', '%-']
out = []
templates.each do |t|
  modes.each do |m|
    src = ERB.new(t, trim_mode: m).src.sub(/\A#coding:[^\n]*\n/, '')
    out << { 'template' => t, 'trim' => m.to_s, 'src' => src }
  end
end
File.write('src.json', JSON.pretty_generate(out) + "\n")
