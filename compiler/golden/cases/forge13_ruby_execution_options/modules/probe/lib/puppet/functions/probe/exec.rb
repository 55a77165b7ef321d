# Written for this case: commands module functions run at compile time through Puppet::Util::Execution
# (a version string, a git revision, a helper script), with the options they pass.
Puppet::Functions.create_function(:'probe::exec') do
  dispatch :run do
  end

  def run
    ex = Puppet::Util::Execution
    calls = {
      'string_cmd' => -> { ex.execute('echo hello; echo err 1>&2').to_s },
      'array_cmd' => -> { ex.execute(['/bin/echo', 'a b', '$HOME']).to_s },
      'combine_false' => -> { ex.execute('echo out; echo err 1>&2', combine: false).to_s },
      'failonfail_false' => -> { o = ex.execute('exit 3', failonfail: false); [o.to_s, o.exitstatus] },
      'failonfail_true' => -> { ex.execute(['/bin/sh', '-c', 'echo bad; exit 4']) },
      'custom_env' => -> { ex.execute('echo $PROBE_X-$LANG', custom_environment: { 'PROBE_X' => 'set' }).to_s },
      'override_locale_false' => -> { ex.execute('echo ${LC_ALL:-unset}', override_locale: false).strip },
      'cwd' => -> { ex.execute('pwd', cwd: '/tmp').strip },
      'missing_cmd' => -> { ex.execute(['/no/such/cmd-qf13']) },
      'output_class' => -> { o = ex.execute('printf x'); [o.class.to_s, o.exitstatus, o == 'x', o.is_a?(String)] },
      'backticks' => -> { `printf bt`.to_s },
      'system' => -> { [system('true'), $?.exitstatus] },
    }
    calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
  end
end
