"""Starts locprompt in a pseudo-terminal (at the size given as `ROWSxCOLS` in argv[2], if any), sets absurd window sizes (65535x65535, 1x1, 0x0) with SIGWINCH
after each, then a normal size, presses q and prints the exit status. Used by SignalAbuseTests."""
import fcntl, os, pty, select, signal, struct, sys, termios, time

binary = sys.argv[1]
pid, fd = pty.fork()
if pid == 0:
    if len(sys.argv) > 2:
        rows, cols = map(int, sys.argv[2].split("x"))
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.environ["TERM"] = "xterm-256color"
    os.execv(binary, [binary])

def drain(seconds):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 1 << 20)
            except OSError:
                return

def resize(rows, cols):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.kill(pid, signal.SIGWINCH)

drain(1.5)
for rows, cols in [(65535, 65535), (1, 1), (0, 0), (65535, 1), (1, 65535), (24, 80)]:
    resize(rows, cols)
    drain(0.7)
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        print("DIED at %dx%d status=%d" % (cols, rows, status))
        sys.exit(0)
os.write(fd, b"q")
end = time.time() + 10
while time.time() < end:
    drain(0.1)
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        print("EXIT=%d" % os.waitstatus_to_exitcode(status))
        sys.exit(0)
os.kill(pid, signal.SIGKILL)
print("HUNG")
