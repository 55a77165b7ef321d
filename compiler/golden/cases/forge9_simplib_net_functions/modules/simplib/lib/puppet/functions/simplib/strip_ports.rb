# Extract list of unique hostnames and/or IP addresses from an `Array`
# of hosts, each of which may may contain protocols and/or port numbers
Puppet::Functions.create_function(:'simplib::strip_ports') do
  dispatch :strip_ports do
    required_param 'Array[String[1],1]', :hosts
  end

  def strip_ports(hosts)
    call_function('simplib::parse_hosts', hosts).keys.uniq
  end
end
