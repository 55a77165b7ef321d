# inline_epp: parameters, expressions, whitespace trimming tags, and access to scope variables.
$scope_var = 'from scope'
$t = @(END)
<%- | String $name, Array $items = [] | -%>
Hello <%= $name %>!
<% $items.each |$i| { -%>
- <%= $i %>
<% } -%>
Scope: <%= $scope_var %>
<%# a comment %>Literal <%% tag
END
notify { 'epp': message => inline_epp($t, { 'name' => 'world', 'items' => ['a', 'b'] }) }
notify { 'epp no params': message => inline_epp('<%= $facts["os"]["family"] %>/<%= 1 + 2 %>') }
notify { 'epp trim': message => inline_epp("a\n  <%- if true { -%>\n  b\n  <%- } -%>\nc\n") }
