package store

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func openT(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatalf("Open(%s): %v", dir, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func mustPut(t *testing.T, s *Store, r Record) {
	t.Helper()
	if err := s.Put(r); err != nil {
		t.Fatalf("Put(%s %s): %v", r.Node, r.Kind, err)
	}
}

var t0 = time.Date(2024, 5, 6, 7, 8, 9, 123456789, time.UTC)

func TestPutGetRoundTrip(t *testing.T) {
	s := openT(t, t.TempDir())
	in := Record{Node: "web01.example.com", Kind: Report, Environment: "production",
		TransactionUUID: "d6b3d1c4-7b1e-4c43-9a5e-0d2d1b9c4e11", Stored: t0,
		Data: []byte(`{"host":"web01.example.com","status":"changed"}`)}
	mustPut(t, s, in)
	got, err := s.Get("web01.example.com", Report)
	if err != nil {
		t.Fatal(err)
	}
	if got.Node != in.Node || got.Kind != in.Kind || got.Environment != in.Environment ||
		got.TransactionUUID != in.TransactionUUID || !got.Stored.Equal(t0) || !bytes.Equal(got.Data, in.Data) {
		t.Fatalf("got %+v, want %+v", got, in)
	}
	// The other kinds are absent.
	for _, k := range []Kind{Facts, Catalog} {
		if _, err := s.Get("web01.example.com", k); !errors.Is(err, ErrNotFound) {
			t.Errorf("Get(%s) = %v, want ErrNotFound", k, err)
		}
	}
	if _, err := s.Get("nobody", Facts); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(nobody) = %v, want ErrNotFound", err)
	}
}

func TestGetReturnsACopy(t *testing.T) {
	s := openT(t, t.TempDir())
	mustPut(t, s, Record{Node: "n", Kind: Facts, Data: []byte(`{"a":1}`)})
	r1, _ := s.Get("n", Facts)
	r1.Data[0] = 'X'
	r2, _ := s.Get("n", Facts)
	if string(r2.Data) != `{"a":1}` {
		t.Fatalf("mutating a returned record changed the store: %q", r2.Data)
	}
}

func TestEmptyDataRoundTrips(t *testing.T) {
	s := openT(t, t.TempDir())
	mustPut(t, s, Record{Node: "n", Kind: Catalog})
	r, err := s.Get("n", Catalog)
	if err != nil || r.Data == nil || len(r.Data) != 0 {
		t.Fatalf("Get = %+v, %v; want empty non-nil data", r, err)
	}
}

func TestStoredDefaultsToNow(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, Options{Now: func() time.Time { return t0 }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mustPut(t, s, Record{Node: "n", Kind: Facts, Data: []byte("{}")})
	r, _ := s.Get("n", Facts)
	if !r.Stored.Equal(t0) {
		t.Fatalf("Stored = %v, want %v", r.Stored, t0)
	}
}

func TestOnlyLatestIsKept(t *testing.T) {
	s := openT(t, t.TempDir())
	for i := 0; i < 5; i++ {
		mustPut(t, s, Record{Node: "n", Kind: Catalog, Environment: fmt.Sprint("env", i),
			Stored: t0.Add(time.Duration(i) * time.Minute), Data: []byte(fmt.Sprintf(`{"version":%d}`, i))})
	}
	r, err := s.Get("n", Catalog)
	if err != nil {
		t.Fatal(err)
	}
	if string(r.Data) != `{"version":4}` || r.Environment != "env4" || !r.Stored.Equal(t0.Add(4*time.Minute)) {
		t.Fatalf("got %+v, want the fifth write", r)
	}
	// A new write without a transaction uuid does not inherit the old one.
	mustPut(t, s, Record{Node: "n", Kind: Report, TransactionUUID: "u1", Data: []byte("{}")})
	mustPut(t, s, Record{Node: "n", Kind: Report, Data: []byte("{}")})
	r, _ = s.Get("n", Report)
	if r.TransactionUUID != "" {
		t.Fatalf("TransactionUUID = %q, want empty", r.TransactionUUID)
	}
}

// The file must not grow with the number of writes to the same slots.
func TestOverwritesDoNotGrowTheFile(t *testing.T) {
	dir := t.TempDir()
	s := openT(t, dir)
	data := bytes.Repeat([]byte("x"), 20000)
	write := func(n int) {
		for i := 0; i < n; i++ {
			for _, k := range Kinds {
				mustPut(t, s, Record{Node: fmt.Sprint("node", i%3), Kind: k, Data: data})
			}
		}
	}
	size := func() int64 {
		st, err := os.Stat(s.Path())
		if err != nil {
			t.Fatal(err)
		}
		return st.Size()
	}
	write(30)
	first := size()
	write(300)
	if second := size(); second > 2*first {
		t.Fatalf("file grew from %d to %d bytes after overwriting the same 9 records", first, second)
	}
}

func TestNodesAndNode(t *testing.T) {
	s := openT(t, t.TempDir())
	if nodes, err := s.Nodes(); err != nil || len(nodes) != 0 {
		t.Fatalf("Nodes on empty store = %v, %v", nodes, err)
	}
	mustPut(t, s, Record{Node: "zeta", Kind: Facts, Environment: "production", Stored: t0, Data: []byte(`{"x":1}`)})
	mustPut(t, s, Record{Node: "alpha", Kind: Report, TransactionUUID: "u", Stored: t0.Add(time.Hour), Data: []byte(`{}`)})
	mustPut(t, s, Record{Node: "alpha", Kind: Catalog, Environment: "dev", Stored: t0, Data: []byte(`{"c":true}`)})
	nodes, err := s.Nodes()
	if err != nil {
		t.Fatal(err)
	}
	if len(nodes) != 2 || nodes[0].Name != "alpha" || nodes[1].Name != "zeta" {
		t.Fatalf("Nodes = %+v", nodes)
	}
	a := nodes[0]
	if a.Facts != nil || a.Catalog == nil || a.Report == nil {
		t.Fatalf("alpha = %+v", a)
	}
	if a.Catalog.Environment != "dev" || a.Catalog.Size != len(`{"c":true}`) || a.Report.TransactionUUID != "u" {
		t.Fatalf("alpha metadata = catalog %+v report %+v", *a.Catalog, *a.Report)
	}
	if !a.Last().Equal(t0.Add(time.Hour)) {
		t.Fatalf("alpha.Last = %v", a.Last())
	}
	z, err := s.Node("zeta")
	if err != nil || z.Facts == nil || z.Facts.Environment != "production" || z.Meta(Facts) != z.Facts {
		t.Fatalf("Node(zeta) = %+v, %v", z, err)
	}
	if _, err := s.Node("nobody"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Node(nobody) = %v, want ErrNotFound", err)
	}
	if (NodeInfo{}).Meta("bogus") != nil || !(NodeInfo{}).Last().IsZero() {
		t.Fatal("empty NodeInfo")
	}
}

func TestDeleteAndExpire(t *testing.T) {
	s := openT(t, t.TempDir())
	mustPut(t, s, Record{Node: "old", Kind: Facts, Stored: t0, Data: []byte("{}")})
	mustPut(t, s, Record{Node: "mixed", Kind: Facts, Stored: t0, Data: []byte("{}")})
	mustPut(t, s, Record{Node: "mixed", Kind: Report, Stored: t0.Add(48 * time.Hour), Data: []byte("{}")})
	mustPut(t, s, Record{Node: "new", Kind: Catalog, Stored: t0.Add(48 * time.Hour), Data: []byte("{}")})
	mustPut(t, s, Record{Node: "gone", Kind: Catalog, Stored: t0, Data: []byte("{}")})

	existed, err := s.Delete("gone")
	if err != nil || !existed {
		t.Fatalf("Delete(gone) = %v, %v", existed, err)
	}
	if existed, err := s.Delete("gone"); err != nil || existed {
		t.Fatalf("second Delete(gone) = %v, %v", existed, err)
	}
	if _, err := s.Get("gone", Catalog); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get after Delete = %v", err)
	}

	expired, err := s.Expire(t0.Add(24 * time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(expired, ",") != "old" {
		t.Fatalf("Expire removed %v, want [old]", expired)
	}
	nodes, _ := s.Nodes()
	var names []string
	for _, n := range nodes {
		names = append(names, n.Name)
	}
	if strings.Join(names, ",") != "mixed,new" {
		t.Fatalf("after Expire nodes = %v", names)
	}
}

func TestPersistsAcrossReopen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "var", "punch") // Open creates it
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Record{}
	for i := 0; i < 20; i++ {
		for _, k := range Kinds {
			r := Record{Node: fmt.Sprintf("node%02d.example.org", i), Kind: k, Environment: "production",
				TransactionUUID: fmt.Sprint("uuid-", i), Stored: t0.Add(time.Duration(i) * time.Second),
				Data: []byte(fmt.Sprintf(`{"node":%d,"kind":%q}`, i, k))}
			mustPut(t, s, r)
			want[r.Node+"/"+string(k)] = r
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if st, err := os.Stat(filepath.Join(dir, DefaultFileName)); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("store file: %v, %v (want mode 0600)", st, err)
	}

	s2 := openT(t, dir)
	nodes, err := s2.Nodes()
	if err != nil || len(nodes) != 20 {
		t.Fatalf("after reopen Nodes = %d, %v", len(nodes), err)
	}
	for key, w := range want {
		got, err := s2.Get(w.Node, w.Kind)
		if err != nil {
			t.Fatalf("after reopen Get(%s): %v", key, err)
		}
		if !bytes.Equal(got.Data, w.Data) || got.TransactionUUID != w.TransactionUUID || !got.Stored.Equal(w.Stored) || got.Environment != w.Environment {
			t.Fatalf("after reopen %s = %+v, want %+v", key, got, w)
		}
	}
}

// TestAcknowledgedWriteSurvivesKill runs a child process that writes records
// and reports each acknowledged write on stdout; the parent SIGKILLs it (no
// Close, no deferred flushing) and checks that every acknowledged write is
// in the file.
func TestAcknowledgedWriteSurvivesKill(t *testing.T) {
	if os.Getenv("PUNCH_STORE_CHILD_DIR") != "" {
		t.Skip("helper process")
	}
	dir, acked := killWriter(t, "TestHelperWriter", "PUNCH_STORE_CHILD_DIR", 25)
	s := openT(t, dir)
	for i := 0; i < acked; i++ {
		r, err := s.Get(fmt.Sprintf("node%d", i), Report)
		if err != nil {
			t.Fatalf("acknowledged write %d lost after kill: %v", i, err)
		}
		if string(r.Data) != fmt.Sprintf(`{"n":%d}`, i) {
			t.Fatalf("write %d: data %q", i, r.Data)
		}
	}
}

// killWriter runs the test helper as a child process writing to a new
// store directory (given in the environment variable env), kills it (-9)
// once it has acknowledged want writes ("ACK n" lines), and returns the
// directory and the number of writes acknowledged.
func killWriter(t *testing.T, helper, env string, want int) (string, int) {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^"+helper+"$", "-test.v")
	cmd.Env = append(os.Environ(), env+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked := 0
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "ACK ") {
			if acked++; acked == want {
				break
			}
		}
	}
	// Kill while the child is still writing.
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if acked < want {
		t.Fatalf("child acknowledged only %d writes", acked)
	}
	return dir, acked
}

// TestHelperWriter is the child of TestAcknowledgedWriteSurvivesKill.
func TestHelperWriter(t *testing.T) {
	dir := os.Getenv("PUNCH_STORE_CHILD_DIR")
	if dir == "" {
		t.Skip("only runs as a helper process")
	}
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		if err := s.Put(Record{Node: fmt.Sprintf("node%d", i), Kind: Report, Data: []byte(fmt.Sprintf(`{"n":%d}`, i))}); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("ACK %d\n", i)
		os.Stdout.Sync()
	}
}

func TestLockedByAnotherOpener(t *testing.T) {
	dir := t.TempDir()
	s := openT(t, dir)
	// bbolt's flock is per open file, so a second open in this process
	// contends exactly like a second punch serve would.
	start := time.Now()
	_, err := Open(dir, Options{LockTimeout: 100 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open = %v, want ErrLocked", err)
	}
	if msg := err.Error(); !strings.Contains(msg, s.Path()) || !strings.Contains(msg, "--vardir") {
		t.Fatalf("lock error does not name the file and what to do: %s", msg)
	}
	if time.Since(start) > 30*time.Second {
		t.Fatal("Open did not honour LockTimeout")
	}
	_, err = Open(dir, Options{LockTimeout: -1})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open with LockTimeout -1 = %v, want ErrLocked", err)
	}
	// Once the first one closes, the file opens.
	s.Close()
	s2, err := Open(dir, Options{LockTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s2.Close()
}

func TestReadOnly(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(dir, Options{ReadOnly: true}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("read-only Open of a missing file = %v", err)
	}
	s, _ := Open(dir, Options{})
	mustPut(t, s, Record{Node: "n", Kind: Facts, Data: []byte(`{"ok":true}`)})
	s.Close()
	ro, err := Open(dir, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if r, err := ro.Get("n", Facts); err != nil || string(r.Data) != `{"ok":true}` {
		t.Fatalf("read-only Get = %+v, %v", r, err)
	}
	if err := ro.Put(Record{Node: "n", Kind: Facts, Data: []byte("{}")}); err == nil {
		t.Fatal("Put on a read-only store succeeded")
	}
	if _, err := ro.Delete("n"); err == nil {
		t.Fatal("Delete on a read-only store succeeded")
	}
}

func TestClosedStore(t *testing.T) {
	s, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustPut(t, s, Record{Node: "n", Kind: Facts, Data: []byte("{}")})
	s.Close()
	checks := map[string]error{}
	checks["Put"] = s.Put(Record{Node: "n", Kind: Facts, Data: []byte("{}")})
	_, checks["Get"] = s.Get("n", Facts)
	_, checks["Nodes"] = s.Nodes()
	_, checks["Node"] = s.Node("n")
	_, checks["Delete"] = s.Delete("n")
	_, checks["Expire"] = s.Expire(time.Now())
	_, checks["Backup"] = s.Backup(&bytes.Buffer{})
	for op, err := range checks {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("%s after Close = %v, want ErrClosed", op, err)
		}
	}
}

func TestInvalidInput(t *testing.T) {
	s, err := Open(t.TempDir(), Options{MaxRecordBytes: 10})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	bad := []struct {
		name string
		r    Record
		want error
	}{
		{"empty node", Record{Kind: Facts}, ErrInvalid},
		{"slash", Record{Node: "a/b", Kind: Facts}, ErrInvalid},
		{"nul", Record{Node: "a\x00b", Kind: Facts}, ErrInvalid},
		{"newline", Record{Node: "a\nb", Kind: Facts}, ErrInvalid},
		{"non-ascii", Record{Node: "nöde", Kind: Facts}, ErrInvalid},
		{"too long", Record{Node: strings.Repeat("a", MaxNodeNameBytes+1), Kind: Facts}, ErrInvalid},
		{"kind", Record{Node: "n", Kind: "node"}, ErrInvalid},
		{"empty kind", Record{Node: "n"}, ErrInvalid},
		{"too large", Record{Node: "n", Kind: Facts, Data: []byte("12345678901")}, ErrTooLarge},
	}
	for _, tc := range bad {
		if err := s.Put(tc.r); !errors.Is(err, tc.want) {
			t.Errorf("%s: Put = %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := s.Get("n", "bogus"); !errors.Is(err, ErrInvalid) {
		t.Errorf("Get with a bad kind = %v", err)
	}
	// The longest valid name and exactly the limit are accepted.
	mustPut(t, s, Record{Node: strings.Repeat("a", MaxNodeNameBytes), Kind: Facts, Data: []byte("1234567890")})
	if nodes, _ := s.Nodes(); len(nodes) != 1 {
		t.Fatalf("rejected writes left %d nodes", len(nodes))
	}
	if _, err := Open("", Options{}); err == nil || !strings.Contains(err.Error(), "--vardir") {
		t.Errorf("Open(\"\") = %v", err)
	}
}

// PutAll writes every valid record, in one transaction, and reports each
// invalid one without failing the others.
func TestPutAll(t *testing.T) {
	s, err := Open(t.TempDir(), Options{MaxRecordBytes: 10})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if errs := s.PutAll([]Record{
		{Node: "a", Kind: Facts, Data: []byte("fa"), Stored: t0},
		{Node: "a", Kind: Catalog, Data: []byte("ca"), Environment: "production"},
		{Node: "b", Kind: Facts, Data: []byte("fb")},
	}); errs != nil {
		t.Fatalf("PutAll = %v", errs)
	}
	errs := s.PutAll([]Record{
		{Node: "a", Kind: Facts, Data: []byte("fa2")},
		{Node: "x/y", Kind: Facts, Data: []byte("bad")},
		{Node: "c", Kind: Catalog, Data: []byte("12345678901")},
		{Node: "c", Kind: Facts, Data: []byte("fc")},
	})
	if len(errs) != 4 || errs[0] != nil || !errors.Is(errs[1], ErrInvalid) || !errors.Is(errs[2], ErrTooLarge) || errs[3] != nil {
		t.Fatalf("PutAll with bad records = %v", errs)
	}
	for _, c := range []struct {
		node string
		kind Kind
		data string
	}{{"a", Facts, "fa2"}, {"a", Catalog, "ca"}, {"b", Facts, "fb"}, {"c", Facts, "fc"}} {
		r, err := s.Get(c.node, c.kind)
		if err != nil || string(r.Data) != c.data {
			t.Errorf("Get(%s, %s) = %q, %v; want %q", c.node, c.kind, r.Data, err, c.data)
		}
	}
	if r, _ := s.Get("a", Catalog); r.Environment != "production" {
		t.Errorf("metadata not kept: %+v", r)
	}
	if _, err := s.Get("c", Catalog); !errors.Is(err, ErrNotFound) {
		t.Errorf("the record over the limit was written: %v", err)
	}
	if errs := s.PutAll(nil); errs != nil {
		t.Errorf("PutAll(nil) = %v", errs)
	}
	s.Close()
	if errs := s.PutAll([]Record{{Node: "d", Kind: Facts}}); len(errs) != 1 || !errors.Is(errs[0], ErrClosed) {
		t.Errorf("PutAll after Close = %v, want ErrClosed", errs)
	}
}

func TestDamagedOrForeignFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, DefaultFileName), bytes.Repeat([]byte("not a bolt file\n"), 512), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Open(dir, Options{})
	if err == nil || !strings.Contains(err.Error(), "not a Punch store or is damaged") || !strings.Contains(err.Error(), "move it aside") {
		t.Fatalf("Open of a garbage file = %v", err)
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	dir := t.TempDir()
	s, _ := Open(dir, Options{})
	err := s.update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketMeta).Put(keySchema, []byte("99"))
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := Open(dir, Options{}); err == nil || !strings.Contains(err.Error(), "newer Punch") {
		t.Fatalf("Open of a schema-99 file = %v", err)
	}
}

func TestBackupIsAValidStore(t *testing.T) {
	s := openT(t, t.TempDir())
	mustPut(t, s, Record{Node: "n1", Kind: Catalog, Data: []byte(`{"resources":[]}`)})
	var buf bytes.Buffer
	n, err := s.Backup(&buf)
	if err != nil || n != int64(buf.Len()) || n == 0 {
		t.Fatalf("Backup = %d, %v (buffer %d)", n, err, buf.Len())
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, DefaultFileName), buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	b := openT(t, dir)
	if r, err := b.Get("n1", Catalog); err != nil || string(r.Data) != `{"resources":[]}` {
		t.Fatalf("Get from backup = %+v, %v", r, err)
	}
}

// Many goroutines writing and reading at once (run with -race); every
// acknowledged write is readable and each slot holds one of its writes.
func TestConcurrentUse(t *testing.T) {
	s := openT(t, t.TempDir())
	const writers, perWriter = 8, 40
	testtree.Concurrently(writers, func(w int) {
		for i := 0; i < perWriter; i++ {
			node := fmt.Sprintf("node%d", i%10)
			k := Kinds[(w+i)%3]
			if err := s.Put(Record{Node: node, Kind: k, Data: []byte(fmt.Sprintf(`{"w":%d,"i":%d}`, w, i))}); err != nil {
				t.Error(err)
			}
			if _, err := s.Get(node, k); err != nil {
				t.Errorf("read after own write: %v", err)
			}
			if _, err := s.Nodes(); err != nil {
				t.Error(err)
			}
		}
	})
	nodes, err := s.Nodes()
	if err != nil || len(nodes) != 10 {
		t.Fatalf("Nodes = %d, %v", len(nodes), err)
	}
	for _, n := range nodes {
		for _, k := range Kinds {
			r, err := s.Get(n.Name, k)
			if err != nil {
				t.Fatalf("%s %s: %v", n.Name, k, err)
			}
			if !bytes.HasPrefix(r.Data, []byte(`{"w":`)) {
				t.Fatalf("%s %s holds %q", n.Name, k, r.Data)
			}
		}
	}
}

// Close while writers are running: each Put either succeeds or reports
// ErrClosed, never hangs or panics.
func TestCloseDuringWrites(t *testing.T) {
	s, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				err := s.Put(Record{Node: fmt.Sprint("n", w), Kind: Facts, Data: []byte("{}")})
				if err != nil {
					if !errors.Is(err, ErrClosed) {
						t.Errorf("Put = %v", err)
					}
					return
				}
			}
		}(w)
	}
	time.Sleep(time.Millisecond)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
}

// Surviving an OS crash or power loss (not only a killed process) rests on
// bbolt syncing each commit to disk; make sure nothing turned that off.
func TestCommitsAreSynced(t *testing.T) {
	s := openT(t, t.TempDir())
	if s.db.NoSync {
		t.Fatal("store opened with NoSync: acknowledged writes could be lost on power failure")
	}
}

// BenchmarkPutParallel: concurrent agents storing 20 KB reports; the group
// commit lets them share disk syncs.
func BenchmarkPutParallel(b *testing.B) {
	s, err := Open(b.TempDir(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	data := bytes.Repeat([]byte("r"), 20000)
	var n int64
	var mu sync.Mutex
	b.SetParallelism(8)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		mu.Lock()
		n++
		id := n
		mu.Unlock()
		i := 0
		for pb.Next() {
			i++
			if err := s.Put(Record{Node: fmt.Sprintf("node%d-%d", id, i%50), Kind: Report, Data: data}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
