# show(label) { ... } prints what the block returns (inspect) or the exception it raised: loaded
# before every testdata/scripts/*.rb, by Ruby (scripts.sh) and by Punch's runtime (bind_test.go).
# A script may define its own show.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
