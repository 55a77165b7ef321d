class tpl (
  Array[String] $items = ['a', 'b'],
  Boolean $flag = true,
  String $label = 'x',
) {
  file { '/tmp/a': content => template('tpl/a.erb') }
  file { '/tmp/crlf': content => template('tpl/crlf.erb') }
  file { '/tmp/multi': content => template('tpl/multi.erb') }
  file { '/tmp/both': content => template('tpl/a.erb', 'tpl/multi.erb') }
  file { '/tmp/e': content => epp('tpl/e.epp', { 'label' => $label, 'items' => $items }) }
  file { '/tmp/inline': content => inline_template("<%- [1,2].each do |n| -%>\n<%= n %>\n<%- end -%>\n") }
}
