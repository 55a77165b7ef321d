//go:build race

package golden

// raceEnabled: the test binary runs under the race detector (go test
// -race), several times slower.
const raceEnabled = true
