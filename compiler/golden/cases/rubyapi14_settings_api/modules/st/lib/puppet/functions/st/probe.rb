Puppet::Functions.create_function(:'st::probe') do
  dispatch :probe do
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    s = Puppet.settings
    out = []
    out << try { s.class }
    out << try { [s.include?(:strict), s.include?('certname'), s.include?(:no_such_thing), s.include?(:name)] }
    out << try { [s.boolean?(:strict_variables), s.boolean?('strict'), s.boolean?(:nope)] }
    out << try { [s.value(:max_errors), s[:strict], s.value('digest_algorithm')] }
    out << try { s.set_by_cli?(:strict) }
    out << try { s.setting(:no_such_thing) }
    %i[strict strict_variables max_errors supported_checksum_types runinterval environment_timeout
       priority masterport ca_port serverport disable_warnings server_list http_extra_headers
       confdir ordering node_terminus environment hostcsr].each do |n|
      out << try {
        st = s.setting(n)
        [st.class.name, st.class.superclass.name, st.name, st.default, st.is_a?(Puppet::Settings::BaseSetting)]
      }
    end
    out << try { s.setting(:strict).value }
    out << try { s.setting('max_errors').default(true) }
    out << try { Puppet::Settings::FileSetting.ancestors.take_while { |a| a != Object }.map(&:name) }
    out << try { Puppet::Util.withenv('ST_A' => 'one', :ST_B => 'two') { [ENV['ST_A'], ENV['ST_B'], `echo $ST_A-$ST_B`.chomp] } }
    out << try { [ENV.key?('ST_A'), ENV['ST_B']] }
    out << try { Puppet::Util.withenv('HOME' => nil) { ENV['HOME'] } }
    out << try { ENV['HOME'].nil? }
    out << try { Puppet::Util.withenv('ST_C' => 'c') { raise ArgumentError, 'in block' } }
    out << try { ENV['ST_C'] }
    out << try { Puppet::Util.withenv('ST_E' => 5) { 1 } }
    out << try { ENV['ST_E'] }
    out << try { [Puppet::Util.get_env('ST_F'), Puppet::Util.set_env('ST_F', 'f'), Puppet::Util.get_env('ST_F')] }
    out << try { Puppet::Util.merge_environment('ST_F' => nil, 'ST_G' => 'g'); [ENV['ST_F'], ENV['ST_G']] }
    out << try { Puppet::Util.get_environment.class }
    out << try { Puppet::Util.withenv('ST_H' => 'h') { Puppet::Util::Execution.execute('echo $ST_H').chomp } }
    out
  end
end
