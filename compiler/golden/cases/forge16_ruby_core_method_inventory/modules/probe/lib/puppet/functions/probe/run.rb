require 'set'
require 'date'
require 'ipaddr'
require 'json'
require 'yaml'
require 'ostruct'
require 'stringio'
require 'digest'
require 'base64'
require 'shellwords'
require 'pathname'
require 'time'
require 'uri'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # String instance methods
  def p0
    o = +"abc"; %w[% * + +@ -@ < << <= > >= [] []= ascii_only? b between? bytes bytesize byteslice capitalize capitalize! casecmp casecmp? center chars chomp chomp! chop chop! chr clamp clear codepoints concat count crypt delete delete! delete_prefix delete_prefix! delete_suffix delete_suffix! downcase downcase! dump each_byte each_char each_codepoint each_grapheme_cluster each_line empty? encode encode! encoding end_with? force_encoding getbyte grapheme_clusters gsub gsub! hex include? index insert intern length lines ljust lstrip lstrip! match match? next next! oct ord partition prepend replace reverse reverse! rindex rjust rpartition rstrip rstrip! scan scrub scrub! setbyte shellescape shellsplit size slice slice! split squeeze squeeze! start_with? strip strip! sub sub! succ succ! sum swapcase swapcase! to_c to_f to_i to_json_raw to_json_raw_object to_r to_str to_sym tr tr! tr_s tr_s! undump unicode_normalize unicode_normalize! unicode_normalized? unpack unpack1 upcase upcase! upto valid_encoding?].reject { |m| o.respond_to?(m) }
  end

  # Array instance methods
  def p1
    o = [1, 2, 3]; %w[& * + - << [] []= all? any? append assoc at bsearch bsearch_index chain chunk chunk_while clear collect collect! collect_concat combination compact compact! concat count cycle deconstruct delete delete_at delete_if detect difference dig drop drop_while each each_cons each_entry each_index each_slice each_with_index each_with_object empty? entries fetch fill filter filter! filter_map find find_all find_index first flat_map flatten flatten! grep grep_v group_by include? index inject insert intersect? intersection join keep_if last lazy length map map! max max_by member? min min_by minmax minmax_by none? one? pack partition permutation pop prepend product push rassoc reduce reject reject! repeated_combination repeated_permutation replace reverse reverse! reverse_each rindex rotate rotate! sample select select! shelljoin shift shuffle shuffle! size slice slice! slice_after slice_before slice_when sort sort! sort_by sort_by! sum take take_while tally to_a to_ary to_h to_set transpose union uniq uniq! unshift values_at zip |].reject { |m| o.respond_to?(m) }
  end

  # Hash instance methods
  def p2
    o = { a: 1 }; %w[< <= > >= [] []= all? any? assoc chain chunk chunk_while clear collect collect_concat compact compact! compare_by_identity compare_by_identity? count cycle deconstruct_keys default default= default_proc default_proc= delete delete_if detect dig drop drop_while each each_cons each_entry each_key each_pair each_slice each_value each_with_index each_with_object empty? entries except fetch fetch_values filter filter! filter_map find find_all find_index first flat_map flatten grep grep_v group_by has_key? has_value? include? inject invert keep_if key key? keys lazy length map max max_by member? merge merge! min min_by minmax minmax_by none? one? partition rassoc reduce rehash reject reject! replace reverse_each select select! shift size slice slice_after slice_before slice_when sort sort_by store sum take take_while tally to_a to_h to_hash to_proc to_set transform_keys transform_keys! transform_values transform_values! uniq update value? values values_at zip].reject { |m| o.respond_to?(m) }
  end

  # Integer instance methods
  def p3
    o = 5; %w[% & * ** + +@ - -@ / < << <= > >= >> [] ^ abs abs2 allbits? angle anybits? arg between? bit_length ceil chr clamp coerce conj conjugate denominator digits div divmod downto even? fdiv finite? floor gcd gcdlcm i imag imaginary infinite? integer? lcm magnitude modulo negative? next nobits? nonzero? numerator odd? ord phase polar positive? pow pred quo rationalize real real? rect rectangular remainder round singleton_method_added size step succ times to_c to_f to_i to_int to_r truncate upto zero? | ~].reject { |m| o.respond_to?(m) }
  end

  # Float instance methods
  def p4
    o = 1.5; %w[% * ** + +@ - -@ / < <= > >= abs abs2 angle arg between? ceil clamp coerce conj conjugate denominator div divmod fdiv finite? floor i imag imaginary infinite? integer? magnitude modulo nan? negative? next_float nonzero? numerator phase polar positive? prev_float quo rationalize real real? rect rectangular remainder round singleton_method_added step to_c to_f to_i to_int to_r truncate zero?].reject { |m| o.respond_to?(m) }
  end

  # Symbol instance methods
  def p5
    o = :sym; %w[< <= > >= [] between? capitalize casecmp casecmp? clamp downcase empty? encoding end_with? id2name intern length match match? name next size slice start_with? succ swapcase to_proc to_sym upcase].reject { |m| o.respond_to?(m) }
  end

  # Range instance methods
  def p6
    o = (1..3); %w[% all? any? begin bsearch chain chunk chunk_while collect collect_concat compact count cover? cycle detect drop drop_while each each_cons each_entry each_slice each_with_index each_with_object end entries exclude_end? filter filter_map find find_all find_index first flat_map grep grep_v group_by include? inject last lazy map max max_by member? min min_by minmax minmax_by none? one? partition reduce reject reverse_each select size slice_after slice_before slice_when sort sort_by step sum take take_while tally to_a to_h to_set uniq zip].reject { |m| o.respond_to?(m) }
  end

  # NilClass instance methods
  def p7
    o = nil; %w[& ^ rationalize to_a to_c to_f to_h to_i to_r |].reject { |m| o.respond_to?(m) }
  end

  # TrueClass instance methods
  def p8
    o = true; %w[& ^ |].reject { |m| o.respond_to?(m) }
  end

  # Regexp instance methods
  def p9
    o = /a/; %w[casefold? encoding fixed_encoding? match match? named_captures names options source ~].reject { |m| o.respond_to?(m) }
  end

  # MatchData instance methods
  def p10
    o = /(a)/.match("a"); %w[[] begin captures end length match match_length named_captures names offset post_match pre_match regexp size string to_a values_at].reject { |m| o.respond_to?(m) }
  end

  # Proc instance methods
  def p11
    o = proc { }; %w[<< >> [] arity binding call curry lambda? parameters ruby2_keywords source_location to_proc yield].reject { |m| o.respond_to?(m) }
  end

  # Set instance methods
  def p12
    o = Set[1]; %w[& + - < << <= > >= ^ add add? all? any? chain chunk chunk_while classify clear collect collect! collect_concat compact compare_by_identity compare_by_identity? count cycle delete delete? delete_if detect difference disjoint? divide drop drop_while each each_cons each_entry each_slice each_with_index each_with_object empty? entries filter filter! filter_map find find_all find_index first flat_map flatten flatten! grep grep_v group_by include? inject intersect? intersection join keep_if lazy length map map! max max_by member? merge min min_by minmax minmax_by none? one? partition proper_subset? proper_superset? reduce reject reject! replace reset reverse_each select select! size slice_after slice_before slice_when sort sort_by subset? subtract sum superset? take take_while tally to_a to_h to_set union uniq zip |].reject { |m| o.respond_to?(m) }
  end

  # Struct instance methods
  def p13
    o = Struct.new(:a).new(1); %w[[] []= a a= all? any? chain chunk chunk_while collect collect_concat compact count cycle deconstruct deconstruct_keys detect dig drop drop_while each each_cons each_entry each_pair each_slice each_with_index each_with_object entries filter filter_map find find_all find_index first flat_map grep grep_v group_by include? inject lazy length map max max_by member? members min min_by minmax minmax_by none? one? partition reduce reject reverse_each select size slice_after slice_before slice_when sort sort_by sum take take_while tally to_a to_h to_set uniq values values_at zip].reject { |m| o.respond_to?(m) }
  end

  # Time instance methods
  def p14
    o = Time.at(0).utc; %w[+ - < <= > >= asctime between? ceil clamp ctime day dst? floor friday? getgm getlocal getutc gmt? gmt_offset gmtime gmtoff hour httpdate isdst iso8601 localtime mday min mon monday? month nsec rfc2822 rfc822 round saturday? sec strftime subsec sunday? thursday? to_a to_date to_datetime to_f to_i to_r to_time tuesday? tv_nsec tv_sec tv_usec usec utc utc? utc_offset wday wednesday? xmlschema yday year zone].reject { |m| o.respond_to?(m) }
  end

  # Date instance methods
  def p15
    o = Date.new(2024, 1, 2); %w[+ - < << <= > >= >> ajd amjd asctime between? clamp ctime cwday cweek cwyear day day_fraction downto england friday? gregorian gregorian? httpdate infinite? iso8601 italy jd jisx0301 julian julian? ld leap? marshal_dump marshal_load mday mjd mon monday? month new_start next next_day next_month next_year prev_day prev_month prev_year rfc2822 rfc3339 rfc822 saturday? start step strftime succ sunday? thursday? to_date to_datetime to_time tuesday? upto wday wednesday? xmlschema yday year].reject { |m| o.respond_to?(m) }
  end

  # Enumerator instance methods
  def p16
    o = [1].each; %w[+ all? any? chain chunk chunk_while collect collect_concat compact count cycle detect drop drop_while each each_cons each_entry each_slice each_with_index each_with_object entries feed filter filter_map find find_all find_index first flat_map grep grep_v group_by include? inject lazy map max max_by member? min min_by minmax minmax_by next next_values none? one? partition peek peek_values reduce reject reverse_each rewind select size slice_after slice_before slice_when sort sort_by sum take take_while tally to_a to_h to_set uniq with_index with_object zip].reject { |m| o.respond_to?(m) }
  end

  # IPAddr instance methods
  def p17
    o = IPAddr.new("10.0.0.1"); %w[& < << <= > >= >> between? clamp family hton include? ip6_arpa ip6_int ipv4? ipv4_compat ipv4_compat? ipv4_mapped ipv4_mapped? ipv6? link_local? loopback? mask native netmask prefix prefix= private? reverse succ to_i to_range to_string zone_id zone_id= | ~].reject { |m| o.respond_to?(m) }
  end

  # Method instance methods
  def p18
    o = 1.method(:+); %w[<< >> [] arity call curry name original_name owner parameters private? protected? public? receiver source_location super_method to_proc unbind].reject { |m| o.respond_to?(m) }
  end

  # OpenStruct instance methods
  def p19
    o = OpenStruct.new(a: 1); %w[[] []= __id__! __send__! a a= class! clone! define_singleton_method! delete_field delete_field! dig dig! display! dup! each_pair each_pair! encode_with encode_with! enum_for! extend! freeze! hash! init_with init_with! inspect! instance_eval! instance_exec! instance_variable_get! instance_variable_set! instance_variables! itself! marshal_dump marshal_dump! method! methods! object_id! private_methods! protected_methods! public_method! public_methods! public_send! remove_instance_variable! send! singleton_class! singleton_method! singleton_methods! table taint! tap! then! to_enum! to_h to_h! to_s! trust! untaint! untrust! yield_self!].reject { |m| o.respond_to?(m) }
  end

  # StringIO instance methods
  def p20
    o = StringIO.new("x"); %w[<< all? any? binmode chain chunk chunk_while close close_read close_write closed? closed_read? closed_write? collect collect_concat compact count cycle detect drop drop_while each each_byte each_char each_codepoint each_cons each_entry each_line each_slice each_with_index each_with_object entries eof eof? external_encoding fcntl fileno filter filter_map find find_all find_index first flat_map flush fsync getbyte getc gets grep grep_v group_by include? inject internal_encoding isatty lazy length lineno lineno= map max max_by member? min min_by minmax minmax_by none? one? partition pid pos pos= print printf putc puts read read_nonblock readbyte readchar readline readlines readpartial reduce reject reopen reverse_each rewind seek select set_encoding set_encoding_by_bom size slice_after slice_before slice_when sort sort_by string string= sum sync sync= sysread syswrite take take_while tally tell to_a to_h to_set truncate tty? ungetbyte ungetc uniq write write_nonblock zip].reject { |m| o.respond_to?(m) }
  end

  # Pathname instance methods
  def p21
    o = Pathname.new("/a/b"); %w[+ / absolute? ascend atime basename binread binwrite birthtime blockdev? chardev? children chmod chown cleanpath ctime delete descend directory? dirname each_child each_entry each_filename each_line empty? entries executable? executable_real? exist? expand_path extname file? find fnmatch fnmatch? ftype glob grpowned? join lchmod lchown lstat make_link make_symlink mkdir mkpath mountpoint? mtime open opendir owned? parent pipe? read readable? readable_real? readlines readlink realdirpath realpath relative? relative_path_from rename rmdir rmtree root? setgid? setuid? size size? socket? split stat sticky? sub sub_ext symlink? sysopen to_path truncate unlink utime world_readable? world_writable? writable? writable_real? write zero?].reject { |m| o.respond_to?(m) }
  end

  # Rational instance methods
  def p22
    o = Rational(1, 2); %w[% * ** + +@ - -@ / < <= > >= abs abs2 angle arg between? ceil clamp coerce conj conjugate denominator div divmod fdiv finite? floor i imag imaginary infinite? integer? magnitude modulo negative? nonzero? numerator phase polar positive? quo rationalize real real? rect rectangular remainder round singleton_method_added step to_c to_f to_i to_int to_r truncate zero?].reject { |m| o.respond_to?(m) }
  end

  # Exception instance methods
  def p23
    o = StandardError.new("m"); %w[backtrace backtrace_locations cause exception full_message message set_backtrace].reject { |m| o.respond_to?(m) }
  end

  # String module methods
  def p24
    %w[json_create try_convert].reject { |m| String.respond_to?(m) }
  end

  # Array module methods
  def p25
    %w[[] try_convert].reject { |m| Array.respond_to?(m) }
  end

  # Hash module methods
  def p26
    %w[[] ruby2_keywords_hash ruby2_keywords_hash? try_convert].reject { |m| Hash.respond_to?(m) }
  end

  # Integer module methods
  def p27
    %w[sqrt try_convert].reject { |m| Integer.respond_to?(m) }
  end

  # Float module methods
  def p28
    %w[].reject { |m| Float.respond_to?(m) }
  end

  # File module methods
  def p29
    %w[absolute_path absolute_path? atime basename binread binwrite birthtime blockdev? chardev? chmod chown copy_stream ctime delete directory? dirname empty? executable? executable_real? exist? exists? expand_path extname file? fnmatch fnmatch? for_fd foreach ftype grpowned? identical? join lchmod lchown link lstat lutime mkfifo mtime new open owned? path pipe pipe? popen read readable? readable_real? readlines readlink realdirpath realpath rename select setgid? setuid? size size? socket? split stat sticky? symlink symlink? sysopen truncate try_convert umask unlink utime world_readable? world_writable? writable? writable_real? write zero?].reject { |m| File.respond_to?(m) }
  end

  # Dir module methods
  def p30
    %w[[] chdir children chroot delete each_child empty? entries exist? exists? foreach getwd glob home mkdir open pwd rmdir unlink].reject { |m| Dir.respond_to?(m) }
  end

  # Time module methods
  def p31
    %w[at gm httpdate iso8601 local mktime now parse rfc2822 rfc822 strptime utc xmlschema zone_offset].reject { |m| Time.respond_to?(m) }
  end

  # Date module methods
  def p32
    %w[_httpdate _iso8601 _jisx0301 _load _parse _rfc2822 _rfc3339 _rfc822 _strptime _xmlschema civil commercial gregorian_leap? httpdate iso8601 jd jisx0301 julian_leap? leap? ordinal parse rfc2822 rfc3339 rfc822 strptime today valid_civil? valid_commercial? valid_date? valid_jd? valid_ordinal? xmlschema].reject { |m| Date.respond_to?(m) }
  end

  # IPAddr module methods
  def p33
    %w[new_ntoh ntop].reject { |m| IPAddr.respond_to?(m) }
  end

  # JSON module methods
  def p34
    %w[[] create_fast_state create_id create_id= create_pretty_state deep_const_get dump dump_default_options dump_default_options= fast_generate fast_unparse generate generator generator= iconv load load_default_options load_default_options= load_file load_file! parse parse! parser parser= pretty_generate pretty_unparse recurse_proc restore state state= unparse].reject { |m| JSON.respond_to?(m) }
  end

  # YAML module methods
  def p35
    %w[add_builtin_type add_domain_type add_tag config domain_types domain_types= dump dump_stream dump_tags dump_tags= libyaml_version load load_file load_stream load_tags load_tags= parse parse_file parse_stream parser remove_type safe_dump safe_load safe_load_file to_json unsafe_load unsafe_load_file].reject { |m| YAML.respond_to?(m) }
  end

  # Digest::SHA256 module methods
  def p36
    %w[base64digest digest file hexdigest].reject { |m| Digest::SHA256.respond_to?(m) }
  end

  # Base64 module methods
  def p37
    %w[decode64 encode64 strict_decode64 strict_encode64 urlsafe_decode64 urlsafe_encode64].reject { |m| Base64.respond_to?(m) }
  end

  # Shellwords module methods
  def p38
    %w[escape join shellescape shelljoin shellsplit shellwords split].reject { |m| Shellwords.respond_to?(m) }
  end

  # Math module methods
  def p39
    %w[acos acosh asin asinh atan atan2 atanh cbrt cos cosh erf erfc exp frexp gamma hypot ldexp lgamma log log10 log2 sin sinh sqrt tan tanh].reject { |m| Math.respond_to?(m) }
  end

  # Process module methods
  def p40
    %w[_fork abort argv0 clock_getres clock_gettime daemon detach egid egid= euid euid= exec exit exit! fork getpgid getpgrp getpriority getrlimit getsid gid gid= groups groups= initgroups kill last_status maxgroups maxgroups= pid ppid setpgid setpgrp setpriority setproctitle setrlimit setsid spawn times uid uid= wait wait2 waitall waitpid waitpid2].reject { |m| Process.respond_to?(m) }
  end

  # Regexp module methods
  def p41
    %w[compile escape last_match quote try_convert union].reject { |m| Regexp.respond_to?(m) }
  end

  # Struct module methods
  def p42
    %w[new].reject { |m| Struct.respond_to?(m) }
  end

  # Set module methods
  def p43
    %w[[]].reject { |m| Set.respond_to?(m) }
  end

  # Kernel module methods
  def p44
    %w[Array Complex Float Hash Integer Pathname Rational String __callee__ __dir__ __method__ ` abort at_exit autoload autoload? binding block_given? caller caller_locations catch eval exec exit exit! fail fork format gets global_variables iterator? lambda load local_variables loop open p print printf proc putc puts raise rand readline readlines require require_relative select set_trace_func sleep spawn sprintf srand syscall system test throw trace_var trap untrace_var warn].reject { |m| Kernel.respond_to?(m) }
  end

  # ObjectSpace module methods
  def p45
    %w[_id2ref count_objects define_finalizer each_object garbage_collect undefine_finalizer].reject { |m| ObjectSpace.respond_to?(m) }
  end

  # Marshal module methods
  def p46
    %w[dump load restore].reject { |m| Marshal.respond_to?(m) }
  end

  # Random module methods
  def p47
    %w[bytes new_seed rand random_number seed srand urandom].reject { |m| Random.respond_to?(m) }
  end

  # Comparable module methods
  def p48
    %w[].reject { |m| Comparable.respond_to?(m) }
  end

  # Enumerable module methods
  def p49
    %w[].reject { |m| Enumerable.respond_to?(m) }
  end

  # URI module methods
  def p50
    %w[decode_www_form decode_www_form_component encode_www_form encode_www_form_component extract for get_encoding join parse regexp register_scheme scheme_list split].reject { |m| URI.respond_to?(m) }
  end
end
