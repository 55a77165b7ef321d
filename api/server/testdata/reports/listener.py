# A recording HTTP listener for record.sh: answers 200 to one POST and
# writes its request line and headers (request) and body (body) into DIR.
import http.server, os, sys

port, out = int(sys.argv[1]), sys.argv[2]
os.makedirs(out, exist_ok=True)

class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get('Content-Length', 0)))
        with open(os.path.join(out, 'request'), 'w') as f:
            f.write(f"{self.command} {self.path}\n")
            for k in sorted(self.headers.keys()):
                f.write(f"{k.lower()}: {self.headers[k]}\n")
        with open(os.path.join(out, 'body'), 'wb') as f:
            f.write(body)
        self.send_response(200)
        self.end_headers()
    def log_message(self, *a):
        pass

http.server.HTTPServer(('127.0.0.1', port), H).serve_forever()
