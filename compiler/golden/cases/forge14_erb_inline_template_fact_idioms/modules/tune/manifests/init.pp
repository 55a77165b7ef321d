# Written for this case: inline_template idioms of older Forge modules deriving settings from facts and class
# parameters inside ERB (the template sees the class's variables and the top-scope facts).
class tune (
  Array[String] $hosts = ['c.example.com', 'a.example.com', 'b.example.com'],
  Hash $limits = { 'nofile' => 65536, 'nproc' => 4096 },
  Optional[String] $extra = undef,
) {
  $iface = 'lo'
  $heap = inline_template('<%= [(@memory["system"]["total_bytes"].to_i * 0.25 / 1024 / 1024).floor, 31744].min %>m')
  $workers = inline_template('<%= [@processors["count"].to_i * 2, 4].max %>')
  $hostlist = inline_template('<%= @hosts.sort.join(",") %>')
  $first_if = inline_template('<%= @networking["interfaces"].keys.reject { |i| i =~ /^lo/ }.sort.first || "none" %>')
  $lo_ip = inline_template("<%= scope.lookupvar('::ipaddress_' + @iface) %>")
  $md5 = inline_template('<%= require "digest/md5"; Digest::MD5.hexdigest(@fqdn)[0, 8] %>')
  $minute = inline_template('<%= @fqdn.sum % 60 %>')
  $limits_txt = inline_template("<% @limits.sort.each do |k, v| -%>\n* soft <%= k %> <%= v %>\n<% end -%>")
  $extra_txt = inline_template('<%= @extra.nil? ? "undef" : @extra %>|<%= @extra.to_s.empty? %>|<%= defined?(@nope).inspect %>')
  $os_txt = inline_template('<%= @os["family"].downcase %>-<%= @os["release"]["major"] %> <%= @osfamily == "Debian" ? "deb" : "rpm" %>')
  $cidr = inline_template('<%= require "ipaddr"; IPAddr.new(@networking["ip"] + "/" + @networking["netmask"]).to_range.first.to_s rescue "n/a" %>')
  $json = inline_template('<%= require "json"; JSON.generate({ "hosts" => @hosts, "limits" => @limits }) %>')
  notify { 'tune':
    message => [$heap, $workers, $hostlist, $first_if, $lo_ip, $md5, $minute, $limits_txt, $extra_txt, $os_txt, $cidr, $json],
  }
}
