# IO.popen in read mode as module code runs a command and reads its output; $? once closed
def t
  p yield
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
t { IO.popen(['echo', 'a b']).read }
t { IO.popen('printf x') { |io| io.read } }
t { IO.popen() }
t { IO.popen("echo", "r", {}, 1) }
t { IO.popen(["echo a"]).read }
t { IO.popen("nonexist_cmd_x").read }
t { IO.popen(["nonexist_cmd_x"]).read }
t { IO.popen(["sh", "-c", "echo o; echo e >&2"], err: [:child, :out]).read }
t { IO.popen({"X"=>"1"}, "echo $X").read }
t { IO.popen(["sh", "-c", "pwd", {chdir: "/"}]).read }
t { IO.popen([{"Y"=>"2"}, "sh", "-c", "echo $Y"]).read }
t { IO.popen("echo hi", &:readlines) }
t { IO.popen("echo hi").readlines }
t { x = IO.popen("printf ab"); [x.getc, x.read, x.eof?, x.close, x.closed?, $?.exitstatus] }
t { IO.popen("exit 4") { |io| io.read }; [$?.exitstatus, $?.success?] }
t { system("exit 3"); x = IO.popen("exit 5"); a = $?.exitstatus; x.close; [a, $?.exitstatus] }
t { IO.popen(["echo", "é"]).read.encoding }
t { IO.popen(["echo", "é"], "rb").read.encoding }
t { IO.popen(["echo", "é"], mode: "r", external_encoding: "ASCII-8BIT").read.encoding }
t { IO.popen(12) }
t { IO.popen(:x) }
t { IO.popen(["echo", 1]) }
t { IO.popen("true", err: File::NULL) { 5 } }
t { IO.popen("echo a\necho b").each_line.to_a }
t { IO.popen("echo a; echo b").each_line.map(&:chomp) }
t { io = IO.popen(["printf", "1\n2\n"]); [io.gets, io.lineno, io.gets, io.gets, io.pid.class, io.class] }
t { IO.popen("false").read; IO.popen("false") { }; $?.exitstatus }
t { IO.popen(['sh', '-c', 'exit 2'], err: [:child, :out], &:read) + $?.exitstatus.to_s }
t { IO.popen('printf x') { |io| raise 'in block' } }
t { IO.popen('printf x').closed? }
t { c = IO.popen('printf x'); c.close; c.read }
