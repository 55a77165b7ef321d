# eval of a String sees the calling frame's $~ / $1 (camptocamp/puppet-accounts strformat does
# gsub(re) { eval("self[$1]#{$2}") }). Written for this case.
Puppet::Functions.create_function(:'probe::lastmatch') do
  def lastmatch
    h = { 'a' => 'A', 'b' => { 'c' => 'C' } }
    out = []
    out << '%{a} %{b}["c"]'.gsub(/%\{(\w+)\}(\S*)/) { eval("h[$1]#{$2}").inspect }
    'key=val' =~ /(\w+)=(\w+)/
    out << eval('[$1, $2, $~[0], $`.size]').inspect
    out << eval('"#{$2}-#{$1}"')
    b = binding
    'x9' =~ /(\d)/
    out << b.eval('$1').inspect
    out << instance_eval('$1').inspect
    out
  end
end
